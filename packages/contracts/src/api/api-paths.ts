/**
 * GENERATED from the server's OpenAPI document by openapi-typescript: do not edit (biome.json leaves it out).
 * Regenerate with `npm run api:types -w @sf/server`; the server test openapi-types.test.ts fails while it is stale.
 */
export type paths = {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account and everything kept for it (addresses, cards, favourites, loyalty, sessions) */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address book: defaults first, then newest first */
        get: operations["getAccountAddresses"];
        put?: never;
        /** Add a billing or shipping address (checked by the country's rules, like checkout) */
        post: operations["postAccountAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a saved address (isDefault: true also makes it the default of its kind) */
        put: operations["putAccountAddressesById"];
        post?: never;
        /** Delete a saved address (the newest of its kind becomes the default if it was) */
        delete: operations["deleteAccountAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an address the default billing or shipping address (kind must be its own) */
        post: operations["postAccountAddressesByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/basket/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign-in merge of the guest basket into the account's basket of the site's country (idempotent) */
        post: operations["postAccountBasketMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved cards (brand, last four, expiry): default first */
        get: operations["getAccountCards"];
        put?: never;
        /** Save a card: the card form's one-time token is exchanged for the provider's permanent reference */
        post: operations["postAccountCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved card, here and in the provider vault */
        delete: operations["deleteAccountCardsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/cards/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a saved card the default */
        post: operations["postAccountCardsByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/checkout-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What checkout prefills: e-mail, names, addresses with defaults, saved cards */
        get: operations["getAccountCheckoutProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the e-mail address: a link goes to the new address; the old one stays until it is followed */
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved gift cards with their current balances */
        get: operations["getAccountGiftCards"];
        put?: never;
        /** Save a gift card by number and PIN (checked like the balance check, same rate limit) */
        post: operations["postAccountGiftCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/gift-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved gift card */
        delete: operations["deleteAccountGiftCardsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/lifetime-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spec §3 user analytics: the shopper's lifetime value in the site's currency (kept purchases only) */
        get: operations["getAccountLifetimeValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order history, newest first (guest orders of the verified e-mail included) */
        get: operations["getAccountOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the shopper's orders (another's is 404) */
        get: operations["getAccountOrdersByOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password: other sessions end, this browser gets a new session */
        post: operations["postAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's profile */
        get: operations["getAccountProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change names, marketing preference or interests */
        patch: operations["patchAccountProfile"];
        trace?: never;
    };
    "/api/account/student-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's student status: verified (until when), a code waiting to be entered, or neither */
        get: operations["getAccountStudentVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/student-verification/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter the code: the right one verifies the account for 12 months; a wrong one answers 400 with the attempts left */
        post: operations["postAccountStudentVerificationConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/student-verification/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit code to an academic e-mail address (201); the same address again within 30 seconds sends nothing new (200)
         * @description Academic addresses: .edu, edu.<cc>, ac.<cc> and the country rules of @sf/contracts/student-verification. A new request replaces the earlier code.
         */
        post: operations["postAccountStudentVerificationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a batch of data-layer events (sent by the browser with performance consent; JSON, also as text/plain) */
        post: operations["postAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sessions reaching product list, product, basket, checkout and order, per brand and country site (operators) */
        get: operations["getAnalyticsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/searches-without-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most frequent searches that found no products, per site (operators) */
        get: operations["getAnalyticsSearchesWithoutResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an empty basket (signed in: the customer's basket of the brand and country); currency follows the locale */
        post: operations["postBaskets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A basket with current prices, promotions, shipping and tax */
        get: operations["getBasketsByBasketId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a coupon code (400 when not valid or expired) */
        post: operations["postBasketsByBasketIdCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a coupon code */
        delete: operations["deleteBasketsByBasketIdCouponsByCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an e-gift card line */
        post: operations["postBasketsByBasketIdGiftCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/gift-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the order as a gift, with an optional message */
        put: operations["putBasketsByBasketIdGiftOption"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a variant (adding it again raises the quantity) */
        post: operations["postBasketsByBasketIdItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product or gift-card line */
        delete: operations["deleteBasketsByBasketIdItemsByItemId"];
        options?: never;
        head?: never;
        /** Set the quantity of a line and/or change its size */
        patch: operations["patchBasketsByBasketIdItemsByItemId"];
        trace?: never;
    };
    "/api/baskets/{basketId}/shipping-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the shipping method */
        put: operations["putBasketsByBasketIdShippingMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baskets/{basketId}/shipping-region": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** US state or Canadian province for sales tax (null forgets it) */
        put: operations["putBasketsByBasketIdShippingRegion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/back-in-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to be told when a sold-out size is back (201 first time, 200 when already asked) */
        post: operations["postCatalogBackInStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category tree of a brand, names in the locale language */
        get: operations["getCatalogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/looks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shop-the-look outfits of the brand with product hotspots */
        get: operations["getCatalogLooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Several products by id, in the order given (favourites, recently viewed); unknown and other-brand ids are left out */
        get: operations["getCatalogProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product detail with colours, variants and the price in the locale currency */
        get: operations["getCatalogProductsByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products/{productId}/complete-the-look": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to four products of the same brand and gender from other categories */
        get: operations["getCatalogProductsByProductIdCompleteTheLook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/size-charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Size conversion charts of the brand's products, the locale's size system first */
        get: operations["getCatalogSizeCharts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation's file, as a download: to that conversation's shopper or an agent only (404 to anyone else) */
        get: operations["getChatAttachmentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether agents (or the bot) answer now on this site's chat queue, and today's hours */
        get: operations["getChatAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offline reply e-mail's link: continues that conversation on this browser (sets sf_chat) and opens the site with the chat */
        get: operations["getChatContinue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a conversation (the prechat form); sets the httpOnly sf_chat cookie. A signed-in shopper writes as their account */
        post: operations["postChatConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This browser's open conversation and its messages; 204 when it has none */
        get: operations["getChatConversationsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/current/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file to the conversation (the file as the body, its name in x-file-name; JPEG, PNG, WebP or PDF by its bytes; at most 5 MB) */
        post: operations["postChatConversationsCurrentAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/current/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this browser's conversation; transcript: true e-mails it to the shopper */
        post: operations["postChatConversationsCurrentClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/address/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an address by its country rules and suggest the printed form */
        post: operations["postCheckoutAddressValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order: 201 paid, 202 3-D Secure challenge, 200 replay of the same Idempotency-Key */
        post: operations["postCheckoutOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/orders/{orderNumber}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the 3-D Secure challenge: completes (paid) or cancels the order */
        post: operations["postCheckoutOrdersByOrderNumberChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rule-based collections with names in the locale language */
        get: operations["getCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A collection listing with facets */
        get: operations["getCollectionsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consent banner's form: records the choice, sets the sf-consent cookie and goes back to the page (303) */
        post: operations["postConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a consent decision the hydrated banner applied (proof of consent) and set the same sf-consent cookie */
        post: operations["postConsentDecisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content asset shown in the #content_<id> dialog */
        get: operations["getContentAssetsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/category-landing/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A top category's landing blocks (hero, featured sub-categories) for the site's brand */
        get: operations["getContentCategoryLandingByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site brand's merchandised home page, product blocks filled from the catalogue */
        get: operations["getContentHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/navigation/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Navigation menu, e.g. footer */
        get: operations["getContentNavigationByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/pages/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CMS page by slug (the rest of the path) */
        get: operations["getContentPagesByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/orders/{orderNumber}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ship, deliver, return or cancel an order (not on production) */
        post: operations["postDevOrdersByOrderNumberStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails written to the outbox (not on production) */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on sale in the site currency, with facets */
        get: operations["getDiscounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This browser's live employee session (after a reload), checked against the signed-in employee */
        get: operations["getEmployeesSession"];
        put?: never;
        /** Start an employee session (employee prices in the basket until employeeExpiryTime) */
        post: operations["postEmployeesSession"];
        /** End this browser's employee session (also after sign-out) */
        delete: operations["deleteEmployeesSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current employee terms in the site's language, and whether the signed-in employee accepted them */
        get: operations["getEmployeesTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/terms/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the current employee terms (accepting again keeps the first time) */
        post: operations["postEmployeesTermsAcceptance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/exposures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the visitor saw their variant of an experiment (once per visitor and experiment) */
        post: operations["postExperimentsExposures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every experiment with the visitors assigned and exposed per variant (operators) */
        get: operations["getExperimentsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's favourites for the brand, in the order added */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a product (adding it again changes nothing) */
        put: operations["putFavoritesByProductId"];
        post?: never;
        /** Remove a product (removing an absent one changes nothing) */
        delete: operations["deleteFavoritesByProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign-in merge: the guest's list joins the account's (account order first, unknown ids dropped, idempotent) */
        post: operations["postFavoritesMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-cards/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance of a gift card by number and PIN */
        post: operations["postGiftCardsBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthcheck/mocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The test doubles this server runs with (lower environments only; 404 on production) */
        get: operations["getHealthcheckMocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthcheck/sitemaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand's sitemap files with URL counts and last generation (operators) */
        get: operations["getHealthcheckSitemaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthcheck/static-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CMS pages and static routes per brand site, with their translation status (operators) */
        get: operations["getHealthcheckStaticPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthcheck/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per language: text keys per namespace and the keys missing against English (operators) */
        get: operations["getHealthcheckTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The contact form: opens a customer-service case and e-mails its reference (a repeated idempotency key answers the first case) */
        post: operations["postHelpCases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every help topic of the site, in its language; popular ones flagged */
        get: operations["getHelpTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/topics/{topic}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A help topic and its articles (question and answer) */
        get: operations["getHelpTopicsByTopic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/topics/{topic}/{article}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One help article with the other articles of its topic */
        get: operations["getHelpTopicsByTopicByArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link if the e-mail has an account (the answer is the same either way) */
        post: operations["postIdentityForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link (every session ends; the shopper signs in again) */
        post: operations["postIdentityResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in on this browser */
        get: operations["getIdentitySession"];
        put?: never;
        /** Sign in with e-mail and password (sets the HttpOnly session cookie) */
        post: operations["postIdentitySession"];
        /** Sign out on this browser (the session ends on the server) */
        delete: operations["deleteIdentitySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: every session of the account ends */
        delete: operations["deleteIdentitySessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; the verification link goes to the e-mail address */
        post: operations["postIdentitySignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a verification link: confirms the address and signs the shopper in */
        post: operations["postIdentityVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer-service cases, newest first */
        get: operations["getInternalCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/cases/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case with its message */
        get: operations["getInternalCasesByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/cases/{reference}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The case's attachment, as a download */
        get: operations["getInternalCasesByReferenceAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/cases/{reference}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a case's status (who changed it is recorded) */
        put: operations["putInternalCasesByReferenceStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/canned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Canned replies in a chat language */
        get: operations["getInternalChatCanned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation, its messages and the shopper's context (page, site, basket, own recent orders, loyalty tier) */
        get: operations["getInternalChatConversationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/conversations/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block the visitor (account and e-mail): no new conversation, nothing more sent; this one ends */
        post: operations["postInternalChatConversationsByIdBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/conversations/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a waiting conversation; 409 when another agent was quicker */
        post: operations["postInternalChatConversationsByIdClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/conversations/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a conversation; transcript: true e-mails it to the shopper */
        post: operations["postInternalChatConversationsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/conversations/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer a conversation to another queue (brand and language) or to a named agent */
        post: operations["postInternalChatConversationsByIdTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/chat/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Waiting and active chat conversations of every queue, and which agents are online */
        get: operations["getInternalChatQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every CMS page per language with its live version and pending schedule (content editors) */
        get: operations["getInternalContentPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/pages/{language}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page's versions (newest first) and its publish history (content editors) */
        get: operations["getInternalContentPagesByLanguageByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a draft: a new version from baseVersion (409 when someone saved meanwhile) */
        post: operations["postInternalContentVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page version (content editors) */
        get: operations["getInternalContentVersionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions/{id}/cancel-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drop a version's pending publish and unpublish */
        post: operations["postInternalContentVersionsByIdCancelSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a version now, or at `at` (recorded; every instance serves it at once) */
        post: operations["postInternalContentVersionsByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore: a new draft with this version's content, from baseVersion like a save */
        post: operations["postInternalContentVersionsByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/content/versions/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpublish the live version now, or at `at` (the page then answers 404) */
        post: operations["postInternalContentVersionsByIdUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every feature flag with its rules, rollout and environment override, and the latest audit entries (operators) */
        get: operations["getInternalFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/feature-flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a flag's default value, rollout percentage and targeting rules (operators; audited) */
        put: operations["putInternalFeatureFlagsByKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews and questions waiting for a moderator */
        get: operations["getInternalModeration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/moderation/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a question */
        post: operations["postInternalModerationQuestionsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/moderation/questions/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question (publishes it) */
        post: operations["postInternalModerationQuestionsByIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/moderation/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a review (updates the product rating) */
        post: operations["postInternalModerationReviewsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/pickups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store's pickup orders, newest first (role store-staff) */
        get: operations["getInternalPickups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/pickups/{orderNumber}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pickup order ready: queues the ready-for-pickup e-mail once, however often it is clicked (role store-staff) */
        post: operations["postInternalPickupsByOrderNumberReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/internal/pickups/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand a ready pickup order over at the counter by its scanned or typed code (role store-staff) */
        post: operations["postInternalPickupsCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing/category/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PLP: products of a category and its subtree, filtered, sorted and paged, with facet counts (slug as the rest of the path) */
        get: operations["getListingCategoryByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's membership of the brand's programme: tier, points balance, next tier and a ledger page */
        get: operations["getLoyalty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/enrollment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrol the signed-in shopper in the brand programme (201); already a member answers 200 and changes nothing */
        post: operations["postLoyaltyEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a subscription with the token of the confirmation link */
        post: operations["postNewsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's newsletter status for the brand */
        get: operations["getNewsletterPreference"];
        /** Subscribe or unsubscribe the signed-in customer (a verified e-mail is confirmed at once, else a confirmation link is mailed) */
        put: operations["putNewsletterPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an address to the brand newsletter: a confirmation link is mailed (same answer whatever the address) */
        post: operations["postNewsletterSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an unsubscribe link is about (brand, current status); changes nothing */
        get: operations["getNewsletterUnsubscribe"];
        put?: never;
        /** Unsubscribe with the token of an unsubscribe link (repeating it changes nothing) */
        post: operations["postNewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in operator */
        get: operations["getOperatorSession"];
        put?: never;
        /** Sign in as an operator (sets the HttpOnly operator session cookie) */
        post: operations["postOperatorSession"];
        /** Sign out (the session ends on the server too) */
        delete: operations["deleteOperatorSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order details when the e-mail matches */
        get: operations["getOrdersByOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderNumber}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order for the confirmation page (isFinalized once paid) */
        get: operations["getOrdersByOrderNumberConfirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderNumber}/pickup-code.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pickup order's barcode (Code 128 of the order number) as SVG, for the shopper to show at the counter */
        get: operations["getOrdersByOrderNumberPickupCodeSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderNumber}/return-label.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Printable return label (PDF) for a paid/shipped/delivered order within 30 days; 409 otherwise */
        get: operations["getOrdersByOrderNumberReturnLabelPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order status by e-mail + order number (same 404 when either is wrong) */
        post: operations["postOrdersLookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's passkeys, oldest first */
        get: operations["getPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your passkeys (it can no longer sign in; remove it from the device yourself) */
        delete: operations["deletePasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey (sets the session cookie; answers like a password sign-in) */
        post: operations["postPasskeysAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/authentication/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for signing in with a passkey (pass to startAuthentication)
         * @description No account is named: the browser offers the passkeys it holds for this host. The challenge is valid for 5 minutes and once.
         */
        post: operations["postPasskeysAuthenticationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the passkey the browser created to the signed-in account */
        post: operations["postPasskeysRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/registration/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for adding a passkey to the signed-in account (pass to startRegistration)
         * @description The challenge is valid for 5 minutes and once. The relying party id is the request's host name.
         */
        post: operations["postPasskeysRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bnpl/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interest-free instalment plans (3 and 4) for an amount; approved up to the limit */
        get: operations["getPaymentsBnplQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personalisation/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Personalisation events with the spec §3 profile (targeting consent; JSON, also as text/plain). No answer body. */
        post: operations["postPersonalisationEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personalisation/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete this visitor's stored profile and visitor cookie (targeting consent withdrawn); no consent needed */
        delete: operations["deletePersonalisationProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personalisation/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** "Recommended for you" from the stored profile (targeting consent), else top-rated products; and recently viewed */
        get: operations["getPersonalisationRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-defined redirects (operators) */
        get: operations["getRedirects"];
        put?: never;
        /** Add a redirect: a locale-free source path to a site path or an absolute URL, 301 or 302 (operators) */
        post: operations["postRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a redirect (operators) */
        delete: operations["deleteRedirectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/helpful": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a review helpful (one vote per visitor; a repeat is answered with counted: false) */
        post: operations["postReviewsByIdHelpful"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a review to the moderators (once per visitor) */
        post: operations["postReviewsByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's approved reviews: one page, sorted (newest, highest, lowest, helpful) and filtered by stars */
        get: operations["getReviewsByProductId"];
        put?: never;
        /** Write a review (published once a moderator approves it; verified buyer is worked out from orders) */
        post: operations["postReviewsByProductId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{productId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's published questions with their answers */
        get: operations["getReviewsByProductIdQuestions"];
        put?: never;
        /** Ask a question about a product (published once a moderator approves or answers it) */
        post: operations["postReviewsByProductIdQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a review photo (the file as the body; JPEG, PNG or WebP by its bytes; at most 8 MB) */
        post: operations["postReviewsPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a page view's Core Web Vitals (sent by the shell with performance consent; JSON, also as text/plain) */
        post: operations["postRum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rum/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Core Web Vitals per page type: p75 and count over the last 24 hours and 7 days (operators) */
        get: operations["getRumSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text search in the site language with facets; a term that finds nothing is corrected ("did you mean") and reported */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help articles matching the words typed, in the site's language, best first */
        get: operations["getSearchArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As-you-type suggestions: up to 5 phrases, 4 categories and 4 products */
        get: operations["getSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's stores in the site's country: `q` matches city, postcode or name; `lat`+`lng` sort nearest first */
        get: operations["getStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store with its time zone and open-now (store detail page, pickup confirmation) */
        get: operations["getStoresByStoreId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find in store: the brand's stores nearest a typed postcode or town (geocoded offline) or a point, in the site's distance unit, with open-now and the product's units per size */
        get: operations["getStoresNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/builds/latest.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current build id; the timestamp query only defeats intermediary caches */
        get: operations["getBuildsLatestJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/featureFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feature flags for a locale and brand, with the evaluation context (consumer when signed in) */
        get: operations["getFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/featureFlags/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events: the flags of /fapi/featureFlags at once, then again whenever an operator changes a flag */
        get: operations["getFeatureFlagsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/i18n/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts, URL aliases, default SEO and hreflang links of a locale */
        get: operations["getI18nByLocale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates (or renews) the preview of a pull request and returns its links */
        post: operations["postInternalPreviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/previews/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends a preview before it expires */
        delete: operations["deleteInternalPreviewsByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Releases per remote, recent events and open previews */
        get: operations["getInternalReleases"];
        put?: never;
        /** Registers a release the deploy command uploaded */
        post: operations["postInternalReleases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/releases/{id}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a release live; its health is checked at once */
        post: operations["postInternalReleasesByIdPromote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/releases/health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks every live release now; failures are rolled back */
        post: operations["postInternalReleasesHealthCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/internal/remotes/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rolls a remote back to its last good release (or the monorepo build) */
        post: operations["postInternalRemotesByRemoteRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/pages/location-selector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country sites and their locales */
        get: operations["getPagesLocationSelector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/proxyScript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proxies an allow-listed third-party script (https, public addresses only, size and time capped) */
        get: operations["getProxyScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remote registry: where the shell loads each remote from */
        get: operations["getRemotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fapi/route-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Navigation rules 3, 4 and 9 for a public path: the redirect a document request would get, or null */
        get: operations["getRouteRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-user-geo-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country of the visitor: the edge's country header (GEO_COUNTRY_HEADER, trusted proxies only), the offline geo-IP database, Accept-Language, default locale */
        get: operations["getGetUserGeoCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthcheck/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness with a database round trip and the state of Redis */
        get: operations["getHealthcheckStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (no dependency is asked) */
        get: operations["getHealthzLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database and Redis reachable and not shutting down (503 takes the instance out of rotation) */
        get: operations["getHealthzReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/looks/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generated SVG outfit picture of a look */
        get: operations["getImagesLooksByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/photos/{id}/{width}.{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product photo resized to one of the fixed widths, as AVIF, WebP or JPEG (cached forever: the URL names the content) */
        get: operations["getImagesPhotosByIdByWidthFormat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/products/{productId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generated SVG picture of a product colourway */
        get: operations["getImagesProductsByProductIdByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test-provider/card-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card form of the test provider (HTML for an iframe) */
        get: operations["getPaymentsTestProviderCardForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test-provider/challenge/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 3-D Secure challenge page of the test provider (HTML for an iframe) */
        get: operations["getPaymentsTestProviderChallengeByPaymentId"];
        put?: never;
        /** Answer a 3-D Secure challenge (code 1234, approve or fail); the first answer counts */
        post: operations["postPaymentsTestProviderChallengeByPaymentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test-provider/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tokenize a card (test provider); keeps only brand, last4 and expiry */
        post: operations["postPaymentsTestProviderTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preview/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens a preview in this browser (a signed link sets the preview cookie) */
        get: operations["getPreviewByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong current password, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** @description Street and number */
                            addressLine1: string;
                            /** @description Flat, suite, etc. */
                            addressLine2?: string;
                            /** @description City */
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            createdAt: string;
                            /** @description First name */
                            firstName: string;
                            id: string;
                            isDefault: boolean;
                            /**
                             * @description billing or shipping
                             * @enum {string}
                             */
                            kind: "billing" | "shipping";
                            /** @description Last name */
                            lastName: string;
                            phone?: string;
                            /** @description Postal code in the country format */
                            postalCode: string;
                            /** @description State (US) or province (CA) code; required there */
                            region?: string;
                            updatedAt: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Street and number */
                    addressLine1: string;
                    /** @description Flat, suite, etc. */
                    addressLine2?: string;
                    /** @description City */
                    city: string;
                    /** @description ISO 3166-1 alpha-2 */
                    country: string;
                    /** @description First name */
                    firstName: string;
                    isDefault?: boolean;
                    /**
                     * @description billing or shipping
                     * @enum {string}
                     */
                    kind: "billing" | "shipping";
                    /** @description Last name */
                    lastName: string;
                    phone?: string;
                    /** @description Postal code in the country format */
                    postalCode: string;
                    /** @description State (US) or province (CA) code; required there */
                    region?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Street and number */
                        addressLine1: string;
                        /** @description Flat, suite, etc. */
                        addressLine2?: string;
                        /** @description City */
                        city: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        createdAt: string;
                        /** @description First name */
                        firstName: string;
                        id: string;
                        isDefault: boolean;
                        /**
                         * @description billing or shipping
                         * @enum {string}
                         */
                        kind: "billing" | "shipping";
                        /** @description Last name */
                        lastName: string;
                        phone?: string;
                        /** @description Postal code in the country format */
                        postalCode: string;
                        /** @description State (US) or province (CA) code; required there */
                        region?: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The limit of saved items is reached */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putAccountAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Street and number */
                    addressLine1: string;
                    /** @description Flat, suite, etc. */
                    addressLine2?: string;
                    /** @description City */
                    city: string;
                    /** @description ISO 3166-1 alpha-2 */
                    country: string;
                    /** @description First name */
                    firstName: string;
                    isDefault?: boolean;
                    /**
                     * @description billing or shipping
                     * @enum {string}
                     */
                    kind: "billing" | "shipping";
                    /** @description Last name */
                    lastName: string;
                    phone?: string;
                    /** @description Postal code in the country format */
                    postalCode: string;
                    /** @description State (US) or province (CA) code; required there */
                    region?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Street and number */
                        addressLine1: string;
                        /** @description Flat, suite, etc. */
                        addressLine2?: string;
                        /** @description City */
                        city: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        createdAt: string;
                        /** @description First name */
                        firstName: string;
                        id: string;
                        isDefault: boolean;
                        /**
                         * @description billing or shipping
                         * @enum {string}
                         */
                        kind: "billing" | "shipping";
                        /** @description Last name */
                        lastName: string;
                        phone?: string;
                        /** @description Postal code in the country format */
                        postalCode: string;
                        /** @description State (US) or province (CA) code; required there */
                        region?: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteAccountAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** @description Street and number */
                            addressLine1: string;
                            /** @description Flat, suite, etc. */
                            addressLine2?: string;
                            /** @description City */
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            createdAt: string;
                            /** @description First name */
                            firstName: string;
                            id: string;
                            isDefault: boolean;
                            /**
                             * @description billing or shipping
                             * @enum {string}
                             */
                            kind: "billing" | "shipping";
                            /** @description Last name */
                            lastName: string;
                            phone?: string;
                            /** @description Postal code in the country format */
                            postalCode: string;
                            /** @description State (US) or province (CA) code; required there */
                            region?: string;
                            updatedAt: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountAddressesByIdDefault: {
        parameters: {
            query?: {
                /** @description billing or shipping */
                kind?: "billing" | "shipping";
            };
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** @description Street and number */
                            addressLine1: string;
                            /** @description Flat, suite, etc. */
                            addressLine2?: string;
                            /** @description City */
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            createdAt: string;
                            /** @description First name */
                            firstName: string;
                            id: string;
                            isDefault: boolean;
                            /**
                             * @description billing or shipping
                             * @enum {string}
                             */
                            kind: "billing" | "shipping";
                            /** @description Last name */
                            lastName: string;
                            phone?: string;
                            /** @description Postal code in the country format */
                            postalCode: string;
                            /** @description State (US) or province (CA) code; required there */
                            region?: string;
                            updatedAt: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountBasketMerge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /**
                     * Format: uuid
                     * @description Basket id
                     */
                    guestBasketId?: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string | null;
                        capped: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The guest basket is being paid for */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            createdAt: string;
                            expired: boolean;
                            expiryMonth: number;
                            expiryYear: number;
                            id: string;
                            isDefault: boolean;
                            last4: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardToken: string;
                    makeDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description The card was saved already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                        createdAt: string;
                        expired: boolean;
                        expiryMonth: number;
                        expiryYear: number;
                        id: string;
                        isDefault: boolean;
                        last4: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                        createdAt: string;
                        expired: boolean;
                        expiryMonth: number;
                        expiryYear: number;
                        id: string;
                        isDefault: boolean;
                        last4: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The limit of saved items is reached */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteAccountCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            createdAt: string;
                            expired: boolean;
                            expiryMonth: number;
                            expiryYear: number;
                            id: string;
                            isDefault: boolean;
                            last4: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountCardsByIdDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            createdAt: string;
                            expired: boolean;
                            expiryMonth: number;
                            expiryYear: number;
                            id: string;
                            isDefault: boolean;
                            last4: string;
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountCheckoutProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** @description Street and number */
                            addressLine1: string;
                            /** @description Flat, suite, etc. */
                            addressLine2?: string;
                            /** @description City */
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            createdAt: string;
                            /** @description First name */
                            firstName: string;
                            id: string;
                            isDefault: boolean;
                            /**
                             * @description billing or shipping
                             * @enum {string}
                             */
                            kind: "billing" | "shipping";
                            /** @description Last name */
                            lastName: string;
                            phone?: string;
                            /** @description Postal code in the country format */
                            postalCode: string;
                            /** @description State (US) or province (CA) code; required there */
                            region?: string;
                            updatedAt: string;
                        }[];
                        cards: {
                            /** @enum {string} */
                            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                            createdAt: string;
                            expired: boolean;
                            expiryMonth: number;
                            expiryYear: number;
                            id: string;
                            isDefault: boolean;
                            last4: string;
                        }[];
                        defaultBillingAddressId: string | null;
                        defaultShippingAddressId: string | null;
                        email: string;
                        firstName: string;
                        lastName: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    currentPassword: string;
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        customerId: string;
                        email: string;
                        emailVerified: boolean;
                        firstName: string;
                        hasPassword: boolean;
                        interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                        lastName: string;
                        marketingOptIn: boolean;
                        pendingEmail: string | null;
                        /** @enum {string} */
                        role: "shopper" | "employee";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong current password, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountGiftCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        giftCards: {
                            balance: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            createdAt: string;
                            id: string;
                            maskedNumber: string;
                            /** @enum {string} */
                            status: "active" | "disabled";
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountGiftCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number: string;
                    pin: string;
                };
            };
        };
        responses: {
            /** @description The card was saved already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        createdAt: string;
                        id: string;
                        maskedNumber: string;
                        /** @enum {string} */
                        status: "active" | "disabled";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        createdAt: string;
                        id: string;
                        maskedNumber: string;
                        /** @enum {string} */
                        status: "active" | "disabled";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong number or PIN (same message for both) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The limit of saved items is reached */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many checks from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteAccountGiftCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the saved item */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        giftCards: {
                            balance: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            createdAt: string;
                            id: string;
                            maskedNumber: string;
                            /** @enum {string} */
                            status: "active" | "disabled";
                        }[];
                        max: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountLifetimeValue: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clv: number;
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        monetary: number;
                        numberOfPurchases: number;
                        pastSpend: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            brand: string;
                            createdAt: string;
                            images: string[];
                            isFinalized: boolean;
                            itemCount: number;
                            locale: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                merchandiseTotalTax: number;
                                shipping: number;
                                total: number;
                                totalWithoutTaxAfterDiscount: number;
                            };
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountOrdersByOrderNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order number, e.g. NB12345678 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        brand: string;
                        createdAt: string;
                        isFinalized: boolean;
                        items: {
                            colour: string;
                            giftCard: boolean;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        locale: string;
                        orderNumber: string;
                        paymentMethod: {
                            additionalData: {
                                amount: number;
                                label?: string;
                            };
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                        }[];
                        pickup?: {
                            person: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            status: "waiting" | "ready" | "collected";
                            storeId: string;
                        } | null;
                        returnLabel: {
                            eligible: boolean;
                            reason: string | null;
                            until: string | null;
                        };
                        shipments: {
                            carrier: string;
                            estimatedDelivery: string | null;
                            events: {
                                /** @description ISO date-time */
                                at: string;
                                /** @enum {string} */
                                code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                description: string;
                                location?: string;
                            }[];
                            shipmentId: string;
                            shippingMethod: {
                                code: string;
                                label: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                            trackingNumber: string | null;
                        }[];
                        shippingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        /** @enum {string} */
                        status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            merchandiseTotalTax: number;
                            shipping: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown id, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            createdAt: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                            lastName: string;
                            marketingOptIn: boolean;
                            pendingEmail: string | null;
                            /** @enum {string} */
                            role: "shopper" | "employee";
                        } | null;
                        expiresAt: number | null;
                        loyaltyBrands: string[];
                        signedIn: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong current password, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        customerId: string;
                        email: string;
                        emailVerified: boolean;
                        firstName: string;
                        hasPassword: boolean;
                        interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                        lastName: string;
                        marketingOptIn: boolean;
                        pendingEmail: string | null;
                        /** @enum {string} */
                        role: "shopper" | "employee";
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    patchAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    interests?: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                    lastName?: string;
                    marketingOptIn?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        customerId: string;
                        email: string;
                        emailVerified: boolean;
                        firstName: string;
                        hasPassword: boolean;
                        interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                        lastName: string;
                        marketingOptIn: boolean;
                        pendingEmail: string | null;
                        /** @enum {string} */
                        role: "shopper" | "employee";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong current password, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAccountStudentVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discountPercent: number;
                        /** @description The code request waiting to be confirmed, null when none */
                        pending: {
                            attemptsLeft: number;
                            email: string;
                            expiresAt: string;
                            institution: string;
                        } | null;
                        /** @enum {string} */
                        status: "none" | "pending" | "verified";
                        /** @description The current verification, null when none is valid */
                        verified: {
                            email: string;
                            institution: string;
                            validUntil: string;
                            verifiedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountStudentVerificationConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discountPercent: number;
                        /** @description The code request waiting to be confirmed, null when none */
                        pending: {
                            attemptsLeft: number;
                            email: string;
                            expiresAt: string;
                            institution: string;
                        } | null;
                        /** @enum {string} */
                        status: "none" | "pending" | "verified";
                        /** @description The current verification, null when none is valid */
                        verified: {
                            email: string;
                            institution: string;
                            validUntil: string;
                            verifiedAt: string;
                        } | null;
                    };
                };
            };
            /** @description A wrong, expired or used-up code (with the reason), or an invalid body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attemptsLeft: number;
                        error: string;
                        message: string;
                        /** @enum {string} */
                        reason: "wrong-code" | "expired" | "too-many-attempts" | "no-request";
                        statusCode: number;
                    } | {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAccountStudentVerificationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    email: string;
                    institution: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discountPercent: number;
                        /** @description The code request waiting to be confirmed, null when none */
                        pending: {
                            attemptsLeft: number;
                            email: string;
                            expiresAt: string;
                            institution: string;
                        } | null;
                        /** @enum {string} */
                        status: "none" | "pending" | "verified";
                        /** @description The current verification, null when none is valid */
                        verified: {
                            email: string;
                            institution: string;
                            validUntil: string;
                            verifiedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discountPercent: number;
                        /** @description The code request waiting to be confirmed, null when none */
                        pending: {
                            attemptsLeft: number;
                            email: string;
                            expiresAt: string;
                            institution: string;
                        } | null;
                        /** @enum {string} */
                        status: "none" | "pending" | "verified";
                        /** @description The current verification, null when none is valid */
                        verified: {
                            email: string;
                            institution: string;
                            validUntil: string;
                            verifiedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    events: {
                        /** @enum {string} */
                        currency?: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        list?: string;
                        /** @enum {string} */
                        name: "loadPageData" | "productImpressions" | "productClick" | "addToCart" | "cartLoad" | "checkoutStep" | "purchase";
                        /** @enum {string} */
                        pageType?: "Home" | "PLP" | "PDP" | "Search" | "Favorites" | "Cart" | "Checkout" | "Order" | "Account" | "Content" | "Error";
                        productIds?: string[];
                        searchResults?: number | null;
                        searchTerm?: string | null;
                        step?: number;
                        value?: number;
                    }[];
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    sessionId: string;
                };
                "text/plain": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    events: {
                        /** @enum {string} */
                        currency?: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        list?: string;
                        /** @enum {string} */
                        name: "loadPageData" | "productImpressions" | "productClick" | "addToCart" | "cartLoad" | "checkoutStep" | "purchase";
                        /** @enum {string} */
                        pageType?: "Home" | "PLP" | "PDP" | "Search" | "Favorites" | "Cart" | "Checkout" | "Order" | "Account" | "Content" | "Error";
                        productIds?: string[];
                        searchResults?: number | null;
                        searchTerm?: string | null;
                        step?: number;
                        value?: number;
                    }[];
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Body over 32 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many batches from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAnalyticsFunnel: {
        parameters: {
            query?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: number;
                        generatedAt: string;
                        sites: {
                            /**
                             * @description Brand key
                             * @enum {string}
                             */
                            brand: "northbound" | "kerbside" | "fieldwear";
                            /**
                             * @description Locale code, e.g. uk-en
                             * @enum {string}
                             */
                            locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                            stages: {
                                sessions: number;
                                /** @enum {string} */
                                stage: "list" | "product" | "basket" | "checkout" | "order";
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getAnalyticsSearchesWithoutResults: {
        parameters: {
            query?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: number;
                        generatedAt: string;
                        rows: {
                            /**
                             * @description Brand key
                             * @enum {string}
                             */
                            brand: "northbound" | "kerbside" | "fieldwear";
                            lastSearchedAt: string;
                            /**
                             * @description Locale code, e.g. uk-en
                             * @enum {string}
                             */
                            locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                            searches: number;
                            term: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postBaskets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getBasketsByBasketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postBasketsByBasketIdCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteBasketsByBasketIdCouponsByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postBasketsByBasketIdGiftCards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @default  */
                    message?: string;
                    /** Format: email */
                    recipientEmail: string;
                    recipientName: string;
                    senderName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putBasketsByBasketIdGiftOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @default  */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postBasketsByBasketIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                    variantId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteBasketsByBasketIdItemsByItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
                /** @description Basket item id */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    patchBasketsByBasketIdItemsByItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
                /** @description Basket item id */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                    variantId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putBasketsByBasketIdShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    code: "standard" | "express" | "pickup";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putBasketsByBasketIdShippingRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Basket id */
                basketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    region: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        basketId: string;
                        country: string;
                        couponCodes: {
                            applied: boolean;
                            code: string;
                        }[];
                        /** @enum {string} */
                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        giftCardItems: {
                            amount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            message: string;
                            /** @enum {number} */
                            quantity: 1;
                            recipientEmail: string;
                            recipientName: string;
                            senderName: string;
                            /** @enum {string} */
                            type: "gift-card";
                        }[];
                        giftOption: {
                            enabled: boolean;
                            message: string;
                        };
                        items: {
                            colour: string;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            maxQuantity: number;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            sizes: {
                                inStock: boolean;
                                size: string;
                                variantId: string;
                            }[];
                            /** @enum {string} */
                            type: "product";
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        orderPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        paymentMethods: {
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL";
                        }[];
                        /** @enum {string} */
                        selectedShippingMethod: "standard" | "express" | "pickup";
                        shippingMethods: {
                            available: boolean;
                            /** @enum {string} */
                            code: "standard" | "express" | "pickup";
                            estimate: {
                                maxDays: number;
                                minDays: number;
                            };
                            label: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                        shippingPromotions: {
                            applied: boolean;
                            appliedDiscount: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            campaignId: string;
                            couponCode: string | null;
                            itemText: string;
                            price: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            /** @enum {string} */
                            promotionClass: "ORDER" | "SHIPPING";
                            promotionId: string;
                            thresholdStatus: {
                                reached: boolean;
                                remaining: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                threshold: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                            } | null;
                        }[];
                        shippingRegion: string | null;
                        subtotal: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        totalItems: number;
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            giftCardTotal: number;
                            merchandiseTotal: number;
                            merchandiseTotalTax: number;
                            orderDiscount: number;
                            shipping: number;
                            taxCalculated: boolean;
                            taxIncluded: boolean;
                            taxRateBasisPoints: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown basket, or another customer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postCatalogBackInStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /** Format: email */
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    variantId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                        variantId: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                        variantId: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogCategories: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            id: string;
                            name: string;
                            parentId: string | null;
                            productCount: number;
                            slug: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogLooks: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        looks: {
                            hotspots: {
                                product: {
                                    badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                    colourCount: number;
                                    image: string;
                                    name: string;
                                    path: string;
                                    picture: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                    price: {
                                        list: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        };
                                        sale: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        } | null;
                                    };
                                    productId: string;
                                    rating: {
                                        average: number;
                                        count: number;
                                    } | null;
                                    secondPicture?: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                };
                                x: number;
                                y: number;
                            }[];
                            id: string;
                            image: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogProducts: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                ids: string;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogProductsByProductId: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                /** @description Product id, e.g. NB1001 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: {
                            care: string;
                            features: {
                                code: string;
                                label: string;
                            }[];
                            fit: string;
                            material: string;
                        };
                        badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                        breadcrumb: {
                            name: string;
                            slug: string;
                        }[];
                        categorySlug: string;
                        colourCount: number;
                        colours: {
                            code: string;
                            hex: string;
                            image: string;
                            name: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            views?: {
                                image: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                };
                                view: string;
                            }[];
                        }[];
                        description: string;
                        /** @enum {string} */
                        gender: "women" | "men" | "kids";
                        image: string;
                        name: string;
                        path: string;
                        picture: {
                            height: number;
                            srcset: {
                                avif: string;
                                jpeg: string;
                                webp: string;
                            };
                            width: number;
                        } | null;
                        price: {
                            list: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            sale: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            } | null;
                        };
                        productId: string;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        secondPicture?: {
                            height: number;
                            srcset: {
                                avif: string;
                                jpeg: string;
                                webp: string;
                            };
                            width: number;
                        } | null;
                        /** @enum {string} */
                        sizeChart: "women-shoes" | "men-shoes" | "kids-shoes" | "apparel";
                        /** @enum {string} */
                        sizeSystem: "UK" | "EU" | "US" | "LETTER";
                        variants: {
                            colour: string;
                            inStock: boolean;
                            lowStock: number | null;
                            size: string;
                            variantId: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogProductsByProductIdCompleteTheLook: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                /** @description Product id, e.g. NB1001 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCatalogSizeCharts: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charts: {
                            columns: string[];
                            /** @enum {string} */
                            id: "women-shoes" | "men-shoes" | "kids-shoes" | "apparel";
                            rows: string[][];
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getChatAttachmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file, as an image or PDF download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getChatAvailability: {
        parameters: {
            query: {
                site: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentsOnline: number;
                        hoursToday: string | null;
                        /** @enum {string} */
                        mode: "bot" | "agent" | "offline";
                        open: boolean;
                        queue: {
                            /** @enum {string} */
                            brand: "northbound" | "kerbside" | "fieldwear";
                            /** @enum {string} */
                            language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                        };
                        timeZone: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No live chat on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getChatContinue: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description To the site home, #chat */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postChatConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    message?: string;
                    name?: string;
                    page: {
                        path: string;
                        type: string;
                    };
                    /** @enum {boolean} */
                    privacyAccepted: true;
                    /** @enum {string} */
                    site: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    /** @enum {string} */
                    topic: "order" | "returns" | "product" | "other";
                };
            };
        };
        responses: {
            /** @description This browser already has an open conversation: that one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                        };
                        messages: {
                            attachment: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                size: number;
                                /** @enum {string} */
                                type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                url: string;
                            } | null;
                            /** @enum {string} */
                            author: "shopper" | "agent" | "bot" | "system";
                            authorName: string | null;
                            body: string;
                            clientId: string | null;
                            /** Format: uuid */
                            conversationId: string;
                            /** Format: uuid */
                            id: string;
                            links: {
                                href: string;
                                title: string;
                            }[];
                            sentAt: string;
                            seq: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                        };
                        messages: {
                            attachment: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                size: number;
                                /** @enum {string} */
                                type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                url: string;
                            } | null;
                            /** @enum {string} */
                            author: "shopper" | "agent" | "bot" | "system";
                            authorName: string | null;
                            body: string;
                            clientId: string | null;
                            /** Format: uuid */
                            conversationId: string;
                            /** Format: uuid */
                            id: string;
                            links: {
                                href: string;
                                title: string;
                            }[];
                            sentAt: string;
                            seq: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site, or the visitor is blocked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getChatConversationsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                        };
                        messages: {
                            attachment: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                size: number;
                                /** @enum {string} */
                                type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                url: string;
                            } | null;
                            /** @enum {string} */
                            author: "shopper" | "agent" | "bot" | "system";
                            authorName: string | null;
                            body: string;
                            clientId: string | null;
                            /** Format: uuid */
                            conversationId: string;
                            /** Format: uuid */
                            id: string;
                            links: {
                                href: string;
                                title: string;
                            }[];
                            sentAt: string;
                            seq: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postChatConversationsCurrentAttachments: {
        parameters: {
            query?: never;
            header?: {
                "x-file-name"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        size: number;
                        /** @enum {string} */
                        type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                        url: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a JPEG, PNG, WebP or PDF file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postChatConversationsCurrentClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transcript: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postCheckoutAddressValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        /** @description Street and number */
                        addressLine1: string;
                        /** @description Flat, suite, etc. */
                        addressLine2?: string;
                        /** @description City */
                        city: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        /** @description First name */
                        firstName: string;
                        /** @description Last name */
                        lastName: string;
                        phone?: string;
                        /** @description Postal code in the country format */
                        postalCode: string;
                        /** @description State (US) or province (CA) code; required there */
                        region?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                        problems: {
                            /** @enum {string} */
                            code: "required" | "invalid" | "too_long";
                            /** @enum {string} */
                            field: "firstName" | "lastName" | "addressLine1" | "addressLine2" | "city" | "postalCode" | "region" | "country" | "phone";
                            message: string;
                        }[];
                        suggestion: {
                            /** @description Street and number */
                            addressLine1: string;
                            /** @description Flat, suite, etc. */
                            addressLine2?: string;
                            /** @description City */
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            /** @description First name */
                            firstName: string;
                            /** @description Last name */
                            lastName: string;
                            phone?: string;
                            /** @description Postal code in the country format */
                            postalCode: string;
                            /** @description State (US) or province (CA) code; required there */
                            region?: string;
                        } | null;
                        valid: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postCheckoutOrders: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh uuid per order attempt; a retry sends the same one */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Basket id
                     */
                    basketId: string;
                    billingAddress?: {
                        /** @description Street and number */
                        addressLine1: string;
                        /** @description Flat, suite, etc. */
                        addressLine2?: string;
                        /** @description City */
                        city: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        /** @description First name */
                        firstName: string;
                        /** @description Last name */
                        lastName: string;
                        phone?: string;
                        /** @description Postal code in the country format */
                        postalCode: string;
                        /** @description State (US) or province (CA) code; required there */
                        region?: string;
                    };
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand?: "northbound" | "kerbside" | "fieldwear";
                    /** @description E-mail address */
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale?: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    pickup?: {
                        person: {
                            /** @description E-mail address */
                            email: string;
                            name: string;
                            phone: string & (unknown & unknown);
                        };
                        storeId: string;
                    };
                    sameAsShipping?: boolean;
                    shippingAddress: {
                        /** @description Street and number */
                        addressLine1: string;
                        /** @description Flat, suite, etc. */
                        addressLine2?: string;
                        /** @description City */
                        city: string;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        /** @description First name */
                        firstName: string;
                        /** @description Last name */
                        lastName: string;
                        phone?: string;
                        /** @description Postal code in the country format */
                        postalCode: string;
                        /** @description State (US) or province (CA) code; required there */
                        region?: string;
                    };
                    shippingMethod: string;
                    tenders: ({
                        /** @enum {string} */
                        code: "CARD";
                        /** Format: uuid */
                        savedCardId?: string;
                        token?: string;
                    } | {
                        amount: number;
                        /** @enum {string} */
                        code: "GIFT_CARD";
                        number: string;
                        pin: string;
                    } | {
                        /** @enum {string} */
                        code: "BNPL";
                        plan: 3 | 4;
                    } | {
                        /** @enum {string} */
                        code: "LOYALTY_POINTS";
                        points: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: {
                            challengeUrl: string;
                            paymentId: string;
                            /** @enum {string} */
                            type: "3ds";
                        } | null;
                        order: {
                            billingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            brand: string;
                            createdAt: string;
                            isFinalized: boolean;
                            items: {
                                colour: string;
                                giftCard: boolean;
                                image: string;
                                itemId: string;
                                lineTotal: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                masterId: string;
                                name: string;
                                path: string;
                                productId: string;
                                quantity: number;
                                size: string;
                                unitPrice: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                variantId: string;
                            }[];
                            locale: string;
                            orderNumber: string;
                            paymentMethod: {
                                additionalData: {
                                    amount: number;
                                    label?: string;
                                };
                                /** @enum {string} */
                                code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                            }[];
                            pickup?: {
                                person: {
                                    email: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                status: "waiting" | "ready" | "collected";
                                storeId: string;
                            } | null;
                            returnLabel: {
                                eligible: boolean;
                                reason: string | null;
                                until: string | null;
                            };
                            shipments: {
                                carrier: string;
                                estimatedDelivery: string | null;
                                events: {
                                    /** @description ISO date-time */
                                    at: string;
                                    /** @enum {string} */
                                    code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                    description: string;
                                    location?: string;
                                }[];
                                shipmentId: string;
                                shippingMethod: {
                                    code: string;
                                    label: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            /** @enum {string} */
                            status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                merchandiseTotalTax: number;
                                shipping: number;
                                total: number;
                                totalWithoutTaxAfterDiscount: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: {
                            challengeUrl: string;
                            paymentId: string;
                            /** @enum {string} */
                            type: "3ds";
                        } | null;
                        order: {
                            billingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            brand: string;
                            createdAt: string;
                            isFinalized: boolean;
                            items: {
                                colour: string;
                                giftCard: boolean;
                                image: string;
                                itemId: string;
                                lineTotal: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                masterId: string;
                                name: string;
                                path: string;
                                productId: string;
                                quantity: number;
                                size: string;
                                unitPrice: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                variantId: string;
                            }[];
                            locale: string;
                            orderNumber: string;
                            paymentMethod: {
                                additionalData: {
                                    amount: number;
                                    label?: string;
                                };
                                /** @enum {string} */
                                code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                            }[];
                            pickup?: {
                                person: {
                                    email: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                status: "waiting" | "ready" | "collected";
                                storeId: string;
                            } | null;
                            returnLabel: {
                                eligible: boolean;
                                reason: string | null;
                                until: string | null;
                            };
                            shipments: {
                                carrier: string;
                                estimatedDelivery: string | null;
                                events: {
                                    /** @description ISO date-time */
                                    at: string;
                                    /** @enum {string} */
                                    code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                    description: string;
                                    location?: string;
                                }[];
                                shipmentId: string;
                                shippingMethod: {
                                    code: string;
                                    label: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            /** @enum {string} */
                            status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                merchandiseTotalTax: number;
                                shipping: number;
                                total: number;
                                totalWithoutTaxAfterDiscount: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: {
                            challengeUrl: string;
                            paymentId: string;
                            /** @enum {string} */
                            type: "3ds";
                        } | null;
                        order: {
                            billingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            brand: string;
                            createdAt: string;
                            isFinalized: boolean;
                            items: {
                                colour: string;
                                giftCard: boolean;
                                image: string;
                                itemId: string;
                                lineTotal: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                masterId: string;
                                name: string;
                                path: string;
                                productId: string;
                                quantity: number;
                                size: string;
                                unitPrice: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                variantId: string;
                            }[];
                            locale: string;
                            orderNumber: string;
                            paymentMethod: {
                                additionalData: {
                                    amount: number;
                                    label?: string;
                                };
                                /** @enum {string} */
                                code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                            }[];
                            pickup?: {
                                person: {
                                    email: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                status: "waiting" | "ready" | "collected";
                                storeId: string;
                            } | null;
                            returnLabel: {
                                eligible: boolean;
                                reason: string | null;
                                until: string | null;
                            };
                            shipments: {
                                carrier: string;
                                estimatedDelivery: string | null;
                                events: {
                                    /** @description ISO date-time */
                                    at: string;
                                    /** @enum {string} */
                                    code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                    description: string;
                                    location?: string;
                                }[];
                                shipmentId: string;
                                shippingMethod: {
                                    code: string;
                                    label: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            /** @enum {string} */
                            status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                merchandiseTotalTax: number;
                                shipping: number;
                                total: number;
                                totalWithoutTaxAfterDiscount: number;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Paying with loyalty points needs a signed-in shopper */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Payment declined: the provider's message; stock, gift cards and points were given back */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Paying with loyalty points needs a member of the brand programme */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Idempotency-Key already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postCheckoutOrdersByOrderNumberChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: {
                            challengeUrl: string;
                            paymentId: string;
                            /** @enum {string} */
                            type: "3ds";
                        } | null;
                        order: {
                            billingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            brand: string;
                            createdAt: string;
                            isFinalized: boolean;
                            items: {
                                colour: string;
                                giftCard: boolean;
                                image: string;
                                itemId: string;
                                lineTotal: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                masterId: string;
                                name: string;
                                path: string;
                                productId: string;
                                quantity: number;
                                size: string;
                                unitPrice: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                variantId: string;
                            }[];
                            locale: string;
                            orderNumber: string;
                            paymentMethod: {
                                additionalData: {
                                    amount: number;
                                    label?: string;
                                };
                                /** @enum {string} */
                                code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                            }[];
                            pickup?: {
                                person: {
                                    email: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                status: "waiting" | "ready" | "collected";
                                storeId: string;
                            } | null;
                            returnLabel: {
                                eligible: boolean;
                                reason: string | null;
                                until: string | null;
                            };
                            shipments: {
                                carrier: string;
                                estimatedDelivery: string | null;
                                events: {
                                    /** @description ISO date-time */
                                    at: string;
                                    /** @enum {string} */
                                    code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                    description: string;
                                    location?: string;
                                }[];
                                shipmentId: string;
                                shippingMethod: {
                                    code: string;
                                    label: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
                                addressLine1: string;
                                addressLine2?: string;
                                city: string;
                                country: string;
                                firstName: string;
                                lastName: string;
                                phone?: string;
                                postalCode: string;
                                region?: string;
                            };
                            /** @enum {string} */
                            status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                merchandiseTotalTax: number;
                                shipping: number;
                                total: number;
                                totalWithoutTaxAfterDiscount: number;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Payment declined: the provider's message; stock, gift cards and points were given back */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCollections: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collections: {
                            description: string;
                            name: string;
                            slug: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getCollectionsBySlug: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                colour?: string;
                feature?: string;
                gender?: string;
                limit?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                offset?: number;
                price?: string;
                size?: string;
                sort?: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
            };
            header?: never;
            path: {
                /** @description Collection slug, e.g. new-arrivals */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collection: {
                            description: string;
                            name: string;
                            slug: string;
                        };
                        facets: {
                            /** @enum {string} */
                            id: "gender" | "size" | "colour" | "price" | "feature" | "brand";
                            label: string;
                            values: {
                                count: number;
                                hex?: string;
                                label: string;
                                selected: boolean;
                                value: string;
                            }[];
                        }[];
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        limit: number;
                        offset: number;
                        /** @enum {string} */
                        sort: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description the page's brand (default: the server's default brand)
                     * @enum {string}
                     */
                    brand?: "northbound" | "kerbside" | "fieldwear";
                    /**
                     * @description which button was pressed
                     * @enum {string}
                     */
                    choice: "all" | "none" | "custom" | "preferences";
                    /**
                     * @description present when the category is ticked (choice=custom)
                     * @enum {string}
                     */
                    functional?: "on";
                    /**
                     * @description the page's locale (default: the server's default locale)
                     * @enum {string}
                     */
                    locale?: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    /**
                     * @description present when the category is ticked (choice=custom)
                     * @enum {string}
                     */
                    performance?: "on";
                    /** @description the page to go back to: a same-site path */
                    return?: string;
                    /**
                     * @description present when the category is ticked (choice=custom)
                     * @enum {string}
                     */
                    targeting?: "on";
                };
            };
        };
        responses: {
            /** @description The HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postConsentDecisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    consentId: string;
                    functional: boolean;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    performance: boolean;
                    policyVersion: number;
                    targeting: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consentId: string;
                        /** @description ISO 8601 time the server recorded the decision */
                        decidedAt: string;
                        functional: boolean;
                        gpc: boolean;
                        performance: boolean;
                        policyVersion: number;
                        targeting: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The page showed an older policy version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many decisions from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Applied (the cookie is set) but not recorded: the database is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getContentAssetsById: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        id: string;
                        /** @enum {string} */
                        size: "xs" | "md" | "lg";
                        title: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getContentCategoryLandingByCategory: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                category: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        overlayHeader: boolean;
                        slug: string;
                        title: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getContentHome: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        overlayHeader: boolean;
                        slug: string;
                        title: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getContentNavigationByKey: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        links: {
                            href: string;
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getContentPagesByPath: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                /** @description Page slug, may contain slashes, e.g. about-us */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        overlayHeader: boolean;
                        slug: string;
                        title: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postDevOrdersByOrderNumberStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        brand: string;
                        createdAt: string;
                        isFinalized: boolean;
                        items: {
                            colour: string;
                            giftCard: boolean;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        locale: string;
                        orderNumber: string;
                        paymentMethod: {
                            additionalData: {
                                amount: number;
                                label?: string;
                            };
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                        }[];
                        pickup?: {
                            person: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            status: "waiting" | "ready" | "collected";
                            storeId: string;
                        } | null;
                        returnLabel: {
                            eligible: boolean;
                            reason: string | null;
                            until: string | null;
                        };
                        shipments: {
                            carrier: string;
                            estimatedDelivery: string | null;
                            events: {
                                /** @description ISO date-time */
                                at: string;
                                /** @enum {string} */
                                code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                description: string;
                                location?: string;
                            }[];
                            shipmentId: string;
                            shippingMethod: {
                                code: string;
                                label: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                            trackingNumber: string | null;
                        }[];
                        shippingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        /** @enum {string} */
                        status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            merchandiseTotalTax: number;
                            shipping: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            createdAt: string;
                            html: string;
                            id: string;
                            /** @enum {string} */
                            kind: "order_confirmation" | "gift_card" | "account_verification" | "password_reset" | "email_change" | "password_changed" | "account_exists" | "newsletter_confirmation" | "newsletter_welcome" | "contact_acknowledgement" | "pickup_ready" | "student_verification_code" | "chat_reply" | "chat_transcript";
                            locale: string;
                            orderNumber: string | null;
                            subject: string;
                            text: string;
                            to: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getDiscounts: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                colour?: string;
                feature?: string;
                gender?: string;
                limit?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                offset?: number;
                price?: string;
                size?: string;
                sort?: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collection: {
                            description: string;
                            name: string;
                            slug: string;
                        };
                        facets: {
                            /** @enum {string} */
                            id: "gender" | "size" | "colour" | "price" | "feature" | "brand";
                            label: string;
                            values: {
                                count: number;
                                hex?: string;
                                label: string;
                                selected: boolean;
                                value: string;
                            }[];
                        }[];
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        limit: number;
                        offset: number;
                        /** @enum {string} */
                        sort: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getEmployeesSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeExpiryTime: number;
                        employeeToken: string;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The signed-in customer is not an employee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No live employee session in this browser */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postEmployeesSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeExpiryTime: number;
                        employeeToken: string;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The signed-in customer is not an employee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The current employee terms are not accepted yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteEmployeesSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A cross-site request (refused before it reaches here) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getEmployeesTerms: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: boolean;
                        acceptedAt: string | null;
                        discounts: {
                            [key: string]: number;
                        };
                        language: string;
                        paragraphs: string[];
                        title: string;
                        /** @description Terms version */
                        version: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The signed-in customer is not an employee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postEmployeesTermsAcceptance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Terms version */
                    version: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedAt: string;
                        version: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The signed-in customer is not an employee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not the current version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postExperimentsExposures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    experiment: string;
                };
            };
        };
        responses: {
            /** @description Recorded (or already recorded) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site, or no consent for the experiment */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No such experiment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The visitor is not in the experiment (outside its slice of the group, or it is stopped) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many reports from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getExperimentsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        experiments: {
                            /** @enum {string} */
                            consentCategory: "performance" | "functional" | "targeting";
                            group: {
                                key: string;
                                sliceEnd: number;
                                sliceStart: number;
                            } | null;
                            key: string;
                            name: string;
                            /** @enum {string} */
                            status: "running" | "stopped";
                            variants: {
                                assigned: number;
                                control: boolean;
                                exposed: number;
                                key: string;
                                weight: number;
                            }[];
                        }[];
                        generatedAt: string;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getFavorites: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        productIds: string[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putFavoritesByProductId: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                /** @description Product id, e.g. NB1001 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        productIds: string[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteFavoritesByProductId: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                /** @description Product id, e.g. NB1001 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        productIds: string[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postFavoritesMerge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    productIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        productIds: string[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postGiftCardsBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number: string;
                    pin: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        maskedNumber: string;
                        /** @enum {string} */
                        status: "active" | "disabled";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong number or PIN (same message for both) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many checks from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHealthcheckMocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doubles: {
                            active: boolean;
                            href: string | null;
                            id: string;
                            value: string | null;
                        }[];
                        /** @enum {string} */
                        environment: "development" | "test";
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHealthcheckSitemaps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brands: {
                            /**
                             * @description Brand key
                             * @enum {string}
                             */
                            brand: "northbound" | "kerbside" | "fieldwear";
                            files: {
                                /** @enum {string} */
                                kind: "pages" | "categories" | "products";
                                lastmod: string | null;
                                /**
                                 * @description Locale code, e.g. uk-en
                                 * @enum {string}
                                 */
                                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                                part: number;
                                url: string;
                                urls: number;
                            }[];
                            generatedAt: string;
                            index: string;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHealthcheckStaticPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        languages: string[];
                        pages: {
                            path: string;
                            /** @enum {string} */
                            source: "cms" | "route";
                            status: {
                                [key: string]: "translated" | "english-fallback";
                            };
                        }[];
                        sites: {
                            /**
                             * @description Brand key
                             * @enum {string}
                             */
                            brand: "northbound" | "kerbside" | "fieldwear";
                            origin: string;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHealthcheckTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        languages: {
                            keys: number;
                            language: string;
                            namespaces: {
                                keys: number;
                                missing: string[];
                                namespace: string;
                            }[];
                        }[];
                        /** @enum {string} */
                        reference: "en";
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postHelpCases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachment?: {
                        contentBase64: string;
                        fileName: string;
                    };
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    email: string;
                    /** Format: uuid */
                    idempotencyKey: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    message: string;
                    name: string;
                    orderNumber?: string;
                    /** @enum {string} */
                    topic: "order" | "delivery" | "returns" | "payment" | "product" | "loyalty" | "gift-cards" | "other";
                };
            };
        };
        responses: {
            /** @description This idempotency key made this case before; nothing new was created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        reference: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        reference: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The idempotency key was used for a message from another e-mail address */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The attachment (or the request) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The attachment is not a JPEG, PNG, WebP or GIF image or a PDF */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many messages from this address or for this e-mail; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHelpTopics: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topics: {
                            articleCount: number;
                            popular: boolean;
                            /** @enum {string} */
                            slug: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                            summary: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHelpTopicsByTopic: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articleCount: number;
                        articles: {
                            paragraphs: string[];
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            topic: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                        }[];
                        /** @enum {string} */
                        slug: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                        summary: string;
                        title: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getHelpTopicsByTopicByArticle: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                article: string;
                topic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            paragraphs: string[];
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            topic: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                        };
                        related: {
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            topic: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                        }[];
                        topic: {
                            articleCount: number;
                            /** @enum {string} */
                            slug: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                            summary: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postIdentityForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postIdentityResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Expired, used or unknown link */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getIdentitySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            createdAt: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                            lastName: string;
                            marketingOptIn: boolean;
                            pendingEmail: string | null;
                            /** @enum {string} */
                            role: "shopper" | "employee";
                        } | null;
                        expiresAt: number | null;
                        loyaltyBrands: string[];
                        signedIn: boolean;
                    };
                };
            };
        };
    };
    postIdentitySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            createdAt: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                            lastName: string;
                            marketingOptIn: boolean;
                            pendingEmail: string | null;
                            /** @enum {string} */
                            role: "shopper" | "employee";
                        } | null;
                        expiresAt: number | null;
                        firstSignIn: boolean;
                        loyaltyBrands: string[];
                        signedIn: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong e-mail or password (same message for both) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request, or the e-mail address is not confirmed yet (a new link was sent) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteIdentitySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteIdentitySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postIdentitySignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    email: string;
                    /** @default false */
                    enrollLoyalty?: boolean;
                    enrollmentMarketingSource?: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    /** @default false */
                    marketingOptIn?: boolean;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verificationSent: true;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postIdentityVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            createdAt: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                            lastName: string;
                            marketingOptIn: boolean;
                            pendingEmail: string | null;
                            /** @enum {string} */
                            role: "shopper" | "employee";
                        } | null;
                        expiresAt: number | null;
                        firstSignIn: boolean;
                        loyaltyBrands: string[];
                        signedIn: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The new address belongs to another account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Expired, used or unknown link */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalCases: {
        parameters: {
            query?: {
                status?: "open" | "in-progress" | "resolved" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cases: {
                            brand: string;
                            createdAt: string;
                            email: string;
                            hasAttachment: boolean;
                            locale: string;
                            name: string;
                            reference: string;
                            /** @enum {string} */
                            status: "open" | "in-progress" | "resolved" | "closed";
                            /** @enum {string} */
                            topic: "order" | "delivery" | "returns" | "payment" | "product" | "loyalty" | "gift-cards" | "other";
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the customer-service role, or the request is cross-site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalCasesByReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachment: {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "application/pdf";
                            fileName: string;
                            size: number;
                        } | null;
                        brand: string;
                        createdAt: string;
                        email: string;
                        hasAttachment: boolean;
                        locale: string;
                        message: string;
                        name: string;
                        orderNumber: string | null;
                        reference: string;
                        /** @enum {string} */
                        status: "open" | "in-progress" | "resolved" | "closed";
                        statusChangedBy: string | null;
                        /** @enum {string} */
                        topic: "order" | "delivery" | "returns" | "payment" | "product" | "loyalty" | "gift-cards" | "other";
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the customer-service role, or the request is cross-site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalCasesByReferenceAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file, as an image or PDF download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the customer-service role, or the request is cross-site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putInternalCasesByReferenceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "in-progress" | "resolved" | "closed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachment: {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "application/pdf";
                            fileName: string;
                            size: number;
                        } | null;
                        brand: string;
                        createdAt: string;
                        email: string;
                        hasAttachment: boolean;
                        locale: string;
                        message: string;
                        name: string;
                        orderNumber: string | null;
                        reference: string;
                        /** @enum {string} */
                        status: "open" | "in-progress" | "resolved" | "closed";
                        statusChangedBy: string | null;
                        /** @enum {string} */
                        topic: "order" | "delivery" | "returns" | "payment" | "product" | "loyalty" | "gift-cards" | "other";
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the customer-service role, or the request is cross-site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalChatCanned: {
        parameters: {
            query: {
                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replies: {
                            body: string;
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalChatConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentId: string | null;
                        context: {
                            basket: {
                                itemCount: number;
                                total: string | null;
                            } | null;
                            loyaltyTier: string | null;
                            page: {
                                path: string;
                                type: string;
                            };
                            recentOrders: {
                                orderNumber: string;
                                placedAt: string;
                                status: string;
                                total: string;
                            }[];
                            /** @enum {string} */
                            site: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                        };
                        conversation: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                        };
                        messages: {
                            attachment: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                size: number;
                                /** @enum {string} */
                                type: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
                                url: string;
                            } | null;
                            /** @enum {string} */
                            author: "shopper" | "agent" | "bot" | "system";
                            authorName: string | null;
                            body: string;
                            clientId: string | null;
                            /** Format: uuid */
                            conversationId: string;
                            /** Format: uuid */
                            id: string;
                            links: {
                                href: string;
                                title: string;
                            }[];
                            sentAt: string;
                            seq: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalChatConversationsByIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalChatConversationsByIdClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Another agent already took it, or it ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalChatConversationsByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transcript: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalChatConversationsByIdTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentId?: string;
                    queue?: {
                        /** @enum {string} */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        /** @enum {string} */
                        language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The conversation ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalChatQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastMessage: string | null;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                            waitingSince: string | null;
                        }[];
                        agents: {
                            id: string;
                            name: string;
                            online: boolean;
                        }[];
                        waiting: {
                            agentName: string | null;
                            closedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            lastMessage: string | null;
                            lastSeq: number;
                            queue: {
                                /** @enum {string} */
                                brand: "northbound" | "kerbside" | "fieldwear";
                                /** @enum {string} */
                                language: "en_GB" | "en_US" | "de" | "fr" | "it" | "es" | "es_US" | "nl" | "pl" | "pt";
                            };
                            startedAt: string;
                            /** @enum {string} */
                            status: "bot" | "waiting" | "active" | "offline" | "closed";
                            /** @enum {string} */
                            topic: "order" | "returns" | "product" | "other";
                            visitor: {
                                email: string;
                                /** @enum {string} */
                                kind: "account" | "guest";
                                loyaltyMember: boolean;
                                name: string | null;
                            };
                            waitingSince: string | null;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not an agent, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalContentPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            /** @enum {string} */
                            language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                            latestVersion: number;
                            liveVersion: number | null;
                            pendingPublish: {
                                at: string;
                                version: number;
                                versionId: string;
                            } | null;
                            pendingUnpublish: {
                                at: string;
                            } | null;
                            slug: string;
                            /** @description Title of the latest version */
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalContentPagesByLanguageByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** @enum {string} */
                            action: "publish" | "unpublish";
                            at: string;
                            id: string;
                            operator: string | null;
                            /** @enum {string} */
                            source: "operator" | "schedule";
                            version: number;
                            versionId: string;
                        }[];
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        liveVersion: number | null;
                        slug: string;
                        versions: {
                            /** @description Operator e-mail; null for versions made from seeded pages */
                            author: string | null;
                            blocks: ({
                                text: string;
                                /** @enum {string} */
                                type: "heading";
                            } | {
                                text: string;
                                /** @enum {string} */
                                type: "paragraph";
                            } | {
                                links: {
                                    href: string;
                                    label: string;
                                }[];
                                /** @enum {string} */
                                type: "links";
                            } | {
                                cta?: {
                                    href: string;
                                    label: string;
                                };
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                text?: string;
                                title: string;
                                /** @enum {string} */
                                type: "hero";
                            } | {
                                cta?: {
                                    href: string;
                                    label: string;
                                };
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                /**
                                 * @default start
                                 * @enum {string}
                                 */
                                imageSide: "start" | "end";
                                text?: string;
                                title: string;
                                /** @enum {string} */
                                type: "banner";
                            } | {
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text: string;
                                /** @enum {string} */
                                type: "promoBar";
                            } | {
                                items: {
                                    /** @default [] */
                                    children: {
                                        /** @default [] */
                                        children: {
                                            href: string;
                                            label: string;
                                        }[];
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "megaMenu";
                            } | {
                                items: {
                                    href: string;
                                    image: {
                                        alt: string;
                                        height: number;
                                        id: string;
                                        width: number;
                                    };
                                    label: string;
                                    text?: string;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "tiles";
                            } | {
                                autoAdvanceSeconds?: number;
                                slides: {
                                    image: {
                                        alt: string;
                                        height: number;
                                        id: string;
                                        width: number;
                                    };
                                    link?: {
                                        href: string;
                                        label: string;
                                    };
                                    text?: string;
                                    title: string;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "carousel";
                            } | {
                                items: {
                                    body: string;
                                    title: string;
                                }[];
                                title?: string;
                                /** @enum {string} */
                                type: "accordion";
                            } | {
                                /** @default 8 */
                                limit: number;
                                products?: {
                                    badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                    colourCount: number;
                                    image: string;
                                    name: string;
                                    path: string;
                                    picture: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                    price: {
                                        list: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        };
                                        sale: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        } | null;
                                    };
                                    productId: string;
                                    rating: {
                                        average: number;
                                        count: number;
                                    } | null;
                                    secondPicture?: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                }[];
                                source: {
                                    /** @enum {string} */
                                    kind: "new-arrivals";
                                } | {
                                    /** @enum {string} */
                                    kind: "bestsellers";
                                } | {
                                    /** @enum {string} */
                                    kind: "category";
                                    slug: string;
                                } | {
                                    ids: string[];
                                    /** @enum {string} */
                                    kind: "ids";
                                };
                                title: string;
                                /** @enum {string} */
                                type: "productRecommendations";
                            } | {
                                cta?: {
                                    href: string;
                                    label: string;
                                };
                                /** @default 3 */
                                delaySeconds: number;
                                id: string;
                                text: string;
                                title: string;
                                /** @enum {string} */
                                type: "popup";
                            } | {
                                items: {
                                    author: string;
                                    image: {
                                        alt: string;
                                        height: number;
                                        id: string;
                                        width: number;
                                    };
                                    link?: {
                                        href: string;
                                        label: string;
                                    };
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "ugcGallery";
                            } | {
                                poster: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                source: {
                                    /** @enum {string} */
                                    provider: "youtube";
                                    videoId: string;
                                } | {
                                    /** @enum {string} */
                                    provider: "file";
                                    src: string;
                                };
                                title: string;
                                /** @enum {string} */
                                type: "video";
                            } | {
                                hotspots: {
                                    productId: string;
                                    x: number;
                                    y: number;
                                }[];
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                products?: {
                                    badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                    colourCount: number;
                                    image: string;
                                    name: string;
                                    path: string;
                                    picture: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                    price: {
                                        list: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        };
                                        sale: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        } | null;
                                    };
                                    productId: string;
                                    rating: {
                                        average: number;
                                        count: number;
                                    } | null;
                                    secondPicture?: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "hotspotShop";
                            } | {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                productIds: string[];
                                products?: {
                                    badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                    colourCount: number;
                                    image: string;
                                    name: string;
                                    path: string;
                                    picture: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                    price: {
                                        list: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        };
                                        sale: {
                                            amount: number;
                                            /** @enum {string} */
                                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                        } | null;
                                    };
                                    productId: string;
                                    rating: {
                                        average: number;
                                        count: number;
                                    } | null;
                                    secondPicture?: {
                                        height: number;
                                        srcset: {
                                            avif: string;
                                            jpeg: string;
                                            webp: string;
                                        };
                                        width: number;
                                    } | null;
                                }[];
                                text?: string;
                                title: string;
                                /** @enum {string} */
                                type: "shopTheLook";
                            } | {
                                items: {
                                    image: {
                                        alt: string;
                                        height: number;
                                        id: string;
                                        width: number;
                                    };
                                    name: string;
                                    quote: string;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "communitySlider";
                            } | {
                                items: {
                                    href: string;
                                    name: string;
                                    text: string;
                                }[];
                                title: string;
                                /** @enum {string} */
                                type: "partners";
                            })[];
                            createdAt: string;
                            description: string;
                            /** @enum {string} */
                            headerStyle: "light" | "dark";
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                            overlayHeader: boolean;
                            publishAt: string | null;
                            slug: string;
                            /** @enum {string} */
                            state: "draft" | "published" | "archived";
                            title: string;
                            unpublishAt: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalContentVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseVersion: number | null;
                    blocks: ({
                        text: string;
                        /** @enum {string} */
                        type: "heading";
                    } | {
                        text: string;
                        /** @enum {string} */
                        type: "paragraph";
                    } | {
                        links: {
                            href: string;
                            label: string;
                        }[];
                        /** @enum {string} */
                        type: "links";
                    } | {
                        cta?: {
                            href: string;
                            label: string;
                        };
                        image: {
                            alt: string;
                            height: number;
                            id: string;
                            width: number;
                        };
                        text?: string;
                        title: string;
                        /** @enum {string} */
                        type: "hero";
                    } | {
                        cta?: {
                            href: string;
                            label: string;
                        };
                        image: {
                            alt: string;
                            height: number;
                            id: string;
                            width: number;
                        };
                        /**
                         * @default start
                         * @enum {string}
                         */
                        imageSide?: "start" | "end";
                        text?: string;
                        title: string;
                        /** @enum {string} */
                        type: "banner";
                    } | {
                        link?: {
                            href: string;
                            label: string;
                        };
                        text: string;
                        /** @enum {string} */
                        type: "promoBar";
                    } | {
                        items: {
                            /** @default [] */
                            children?: {
                                /** @default [] */
                                children?: {
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            href: string;
                            label: string;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "megaMenu";
                    } | {
                        items: {
                            href: string;
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            label: string;
                            text?: string;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "tiles";
                    } | {
                        autoAdvanceSeconds?: number;
                        slides: {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            link?: {
                                href: string;
                                label: string;
                            };
                            text?: string;
                            title: string;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "carousel";
                    } | {
                        items: {
                            body: string;
                            title: string;
                        }[];
                        title?: string;
                        /** @enum {string} */
                        type: "accordion";
                    } | {
                        /** @default 8 */
                        limit?: number;
                        products?: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        source: {
                            /** @enum {string} */
                            kind: "new-arrivals";
                        } | {
                            /** @enum {string} */
                            kind: "bestsellers";
                        } | {
                            /** @enum {string} */
                            kind: "category";
                            slug: string;
                        } | {
                            ids: string[];
                            /** @enum {string} */
                            kind: "ids";
                        };
                        title: string;
                        /** @enum {string} */
                        type: "productRecommendations";
                    } | {
                        cta?: {
                            href: string;
                            label: string;
                        };
                        /** @default 3 */
                        delaySeconds?: number;
                        id: string;
                        text: string;
                        title: string;
                        /** @enum {string} */
                        type: "popup";
                    } | {
                        items: {
                            author: string;
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            link?: {
                                href: string;
                                label: string;
                            };
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "ugcGallery";
                    } | {
                        poster: {
                            alt: string;
                            height: number;
                            id: string;
                            width: number;
                        };
                        source: {
                            /** @enum {string} */
                            provider: "youtube";
                            videoId: string;
                        } | {
                            /** @enum {string} */
                            provider: "file";
                            src: string;
                        };
                        title: string;
                        /** @enum {string} */
                        type: "video";
                    } | {
                        hotspots: {
                            productId: string;
                            x: number;
                            y: number;
                        }[];
                        image: {
                            alt: string;
                            height: number;
                            id: string;
                            width: number;
                        };
                        products?: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "hotspotShop";
                    } | {
                        image: {
                            alt: string;
                            height: number;
                            id: string;
                            width: number;
                        };
                        productIds: string[];
                        products?: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        text?: string;
                        title: string;
                        /** @enum {string} */
                        type: "shopTheLook";
                    } | {
                        items: {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            name: string;
                            quote: string;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "communitySlider";
                    } | {
                        items: {
                            href: string;
                            name: string;
                            text: string;
                        }[];
                        title: string;
                        /** @enum {string} */
                        type: "partners";
                    })[];
                    description: string;
                    /** @enum {string} */
                    headerStyle: "light" | "dark";
                    /** @enum {string} */
                    language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                    overlayHeader: boolean;
                    /** @description Page slug, may contain slashes, e.g. about-us */
                    slug: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Saved or published by someone else meanwhile, or not the live version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalContentVersionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalContentVersionsByIdCancelSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalContentVersionsByIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Saved or published by someone else meanwhile, or not the live version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalContentVersionsByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseVersion: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Saved or published by someone else meanwhile, or not the live version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalContentVersionsByIdUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Operator e-mail; null for versions made from seeded pages */
                        author: string | null;
                        blocks: ({
                            text: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            text: string;
                            /** @enum {string} */
                            type: "paragraph";
                        } | {
                            links: {
                                href: string;
                                label: string;
                            }[];
                            /** @enum {string} */
                            type: "links";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            /**
                             * @default start
                             * @enum {string}
                             */
                            imageSide: "start" | "end";
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "banner";
                        } | {
                            link?: {
                                href: string;
                                label: string;
                            };
                            text: string;
                            /** @enum {string} */
                            type: "promoBar";
                        } | {
                            items: {
                                /** @default [] */
                                children: {
                                    /** @default [] */
                                    children: {
                                        href: string;
                                        label: string;
                                    }[];
                                    href: string;
                                    label: string;
                                }[];
                                href: string;
                                label: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "megaMenu";
                        } | {
                            items: {
                                href: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                label: string;
                                text?: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "tiles";
                        } | {
                            autoAdvanceSeconds?: number;
                            slides: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "carousel";
                        } | {
                            items: {
                                body: string;
                                title: string;
                            }[];
                            title?: string;
                            /** @enum {string} */
                            type: "accordion";
                        } | {
                            /** @default 8 */
                            limit: number;
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            source: {
                                /** @enum {string} */
                                kind: "new-arrivals";
                            } | {
                                /** @enum {string} */
                                kind: "bestsellers";
                            } | {
                                /** @enum {string} */
                                kind: "category";
                                slug: string;
                            } | {
                                ids: string[];
                                /** @enum {string} */
                                kind: "ids";
                            };
                            title: string;
                            /** @enum {string} */
                            type: "productRecommendations";
                        } | {
                            cta?: {
                                href: string;
                                label: string;
                            };
                            /** @default 3 */
                            delaySeconds: number;
                            id: string;
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "popup";
                        } | {
                            items: {
                                author: string;
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "ugcGallery";
                        } | {
                            poster: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            source: {
                                /** @enum {string} */
                                provider: "youtube";
                                videoId: string;
                            } | {
                                /** @enum {string} */
                                provider: "file";
                                src: string;
                            };
                            title: string;
                            /** @enum {string} */
                            type: "video";
                        } | {
                            hotspots: {
                                productId: string;
                                x: number;
                                y: number;
                            }[];
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "hotspotShop";
                        } | {
                            image: {
                                alt: string;
                                height: number;
                                id: string;
                                width: number;
                            };
                            productIds: string[];
                            products?: {
                                badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                                colourCount: number;
                                image: string;
                                name: string;
                                path: string;
                                picture: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                                price: {
                                    list: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    };
                                    sale: {
                                        amount: number;
                                        /** @enum {string} */
                                        currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                    } | null;
                                };
                                productId: string;
                                rating: {
                                    average: number;
                                    count: number;
                                } | null;
                                secondPicture?: {
                                    height: number;
                                    srcset: {
                                        avif: string;
                                        jpeg: string;
                                        webp: string;
                                    };
                                    width: number;
                                } | null;
                            }[];
                            text?: string;
                            title: string;
                            /** @enum {string} */
                            type: "shopTheLook";
                        } | {
                            items: {
                                image: {
                                    alt: string;
                                    height: number;
                                    id: string;
                                    width: number;
                                };
                                name: string;
                                quote: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "communitySlider";
                        } | {
                            items: {
                                href: string;
                                name: string;
                                text: string;
                            }[];
                            title: string;
                            /** @enum {string} */
                            type: "partners";
                        })[];
                        createdAt: string;
                        description: string;
                        /** @enum {string} */
                        headerStyle: "light" | "dark";
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "it" | "es" | "nl" | "pl" | "pt";
                        overlayHeader: boolean;
                        publishAt: string | null;
                        slug: string;
                        /** @enum {string} */
                        state: "draft" | "published" | "archived";
                        title: string;
                        unpublishAt: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the content-editor role, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Saved or published by someone else meanwhile, or not the live version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: ("brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee")[];
                        audit: {
                            after: {
                                defaultValue: boolean;
                                rolloutPercentage: number | null;
                                rules: {
                                    conditions: {
                                        /** @enum {string} */
                                        attribute: "brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee";
                                        /** @enum {string} */
                                        operator: "in" | "notIn";
                                        values: string[];
                                    }[];
                                    /** @default  */
                                    description: string;
                                    /** @default null */
                                    percentage: number | null;
                                    value: boolean;
                                }[];
                            };
                            before: {
                                defaultValue: boolean;
                                rolloutPercentage: number | null;
                                rules: {
                                    conditions: {
                                        /** @enum {string} */
                                        attribute: "brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee";
                                        /** @enum {string} */
                                        operator: "in" | "notIn";
                                        values: string[];
                                    }[];
                                    /** @default  */
                                    description: string;
                                    /** @default null */
                                    percentage: number | null;
                                    value: boolean;
                                }[];
                            };
                            changedAt: string;
                            /** @enum {string} */
                            flagKey: "liveChat" | "helpPages" | "backToTop" | "notFoundContent" | "autoPromoCodes" | "legacyUrls" | "keepDialogsOnNavigation";
                            id: string;
                            /** @description The operator e-mail */
                            operator: string;
                        }[];
                        flags: {
                            defaultValue: boolean;
                            description: string;
                            envOverride: boolean | null;
                            /** @enum {string} */
                            key: "liveChat" | "helpPages" | "backToTop" | "notFoundContent" | "autoPromoCodes" | "legacyUrls" | "keepDialogsOnNavigation";
                            rolloutPercentage: number | null;
                            rules: {
                                conditions: {
                                    /** @enum {string} */
                                    attribute: "brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee";
                                    /** @enum {string} */
                                    operator: "in" | "notIn";
                                    values: string[];
                                }[];
                                /** @default  */
                                description: string;
                                /** @default null */
                                percentage: number | null;
                                value: boolean;
                            }[];
                            updatedAt: string;
                            updatedBy: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putInternalFeatureFlagsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "liveChat" | "helpPages" | "backToTop" | "notFoundContent" | "autoPromoCodes" | "legacyUrls" | "keepDialogsOnNavigation";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defaultValue: boolean;
                    rolloutPercentage: number | null;
                    rules: {
                        conditions: {
                            /** @enum {string} */
                            attribute: "brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee";
                            /** @enum {string} */
                            operator: "in" | "notIn";
                            values: string[];
                        }[];
                        /** @default  */
                        description?: string;
                        /** @default null */
                        percentage?: number | null;
                        value: boolean;
                    }[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defaultValue: boolean;
                        description: string;
                        envOverride: boolean | null;
                        /** @enum {string} */
                        key: "liveChat" | "helpPages" | "backToTop" | "notFoundContent" | "autoPromoCodes" | "legacyUrls" | "keepDialogsOnNavigation";
                        rolloutPercentage: number | null;
                        rules: {
                            conditions: {
                                /** @enum {string} */
                                attribute: "brand.name" | "brand.locale" | "brand.key" | "env.target" | "env.deployContext" | "user.key" | "user.brand" | "user.locale" | "user.target" | "consumer.key" | "consumer.consumerType" | "consumer.isLoyaltyMember" | "employee";
                                /** @enum {string} */
                                operator: "in" | "notIn";
                                values: string[];
                            }[];
                            /** @default  */
                            description: string;
                            /** @default null */
                            percentage: number | null;
                            value: boolean;
                        }[];
                        updatedAt: string;
                        updatedBy: string | null;
                        version: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Changed by someone else since it was read */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalModeration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        questions: {
                            answer: string | null;
                            answeredAt: string | null;
                            authorName: string;
                            body: string;
                            createdAt: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            language: string;
                            productId: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        }[];
                        reviews: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            email: string;
                            fit: ("small" | "true" | "large") | null;
                            helpfulCount: number;
                            /** Format: uuid */
                            id: string;
                            language: string;
                            photos: {
                                id: string;
                                large: string;
                                thumbnail: string;
                            }[];
                            productId: string;
                            rating: number;
                            reportCount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            title: string;
                            verifiedBuyer: boolean;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a moderator, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalModerationQuestionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        answeredAt: string | null;
                        authorName: string;
                        body: string;
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        language: string;
                        productId: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a moderator, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalModerationQuestionsByIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        answeredAt: string | null;
                        authorName: string;
                        body: string;
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        language: string;
                        productId: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a moderator, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalModerationReviewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorName: string;
                        body: string;
                        createdAt: string;
                        fit: ("small" | "true" | "large") | null;
                        helpfulCount: number;
                        /** Format: uuid */
                        id: string;
                        language: string;
                        photos: {
                            id: string;
                            large: string;
                            thumbnail: string;
                        }[];
                        productId: string;
                        rating: number;
                        title: string;
                        verifiedBuyer: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a moderator, or sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalPickups: {
        parameters: {
            query: {
                storeId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            code: string;
                            collectedAt: string | null;
                            createdAt: string;
                            items: {
                                colour: string;
                                name: string;
                                quantity: number;
                                size: string;
                            }[];
                            orderNumber: string;
                            person: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            readyAt: string | null;
                            /** @enum {string} */
                            status: "waiting" | "ready" | "collected";
                        }[];
                        storeId: string;
                        storeName: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the store-staff role, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalPickupsByOrderNumberReady: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        collectedAt: string | null;
                        createdAt: string;
                        items: {
                            colour: string;
                            name: string;
                            quantity: number;
                            size: string;
                        }[];
                        orderNumber: string;
                        person: {
                            email: string;
                            name: string;
                            phone: string;
                        };
                        readyAt: string | null;
                        /** @enum {string} */
                        status: "waiting" | "ready" | "collected";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the store-staff role, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalPickupsCollect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    storeId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        collectedAt: string | null;
                        createdAt: string;
                        items: {
                            colour: string;
                            name: string;
                            quantity: number;
                            size: string;
                        }[];
                        orderNumber: string;
                        person: {
                            email: string;
                            name: string;
                            phone: string;
                        };
                        readyAt: string | null;
                        /** @enum {string} */
                        status: "waiting" | "ready" | "collected";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The operator lacks the store-staff role, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getListingCategoryByPath: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                colour?: string;
                feature?: string;
                gender?: string;
                limit?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                offset?: number;
                price?: string;
                size?: string;
                sort?: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
            };
            header?: never;
            path: {
                /** @description Category path below /c/, e.g. women/boots/hiking */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        breadcrumb: {
                            name: string;
                            slug: string;
                        }[];
                        category: {
                            id: string;
                            name: string;
                            parentId: string | null;
                            productCount: number;
                            slug: string;
                        };
                        facets: {
                            /** @enum {string} */
                            id: "gender" | "size" | "colour" | "price" | "feature" | "brand";
                            label: string;
                            values: {
                                count: number;
                                hex?: string;
                                label: string;
                                selected: boolean;
                                value: string;
                            }[];
                        }[];
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        limit: number;
                        offset: number;
                        /** @enum {string} */
                        sort: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getLoyalty: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                /** @description Ledger page, newest first */
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        balanceValue: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        ledger: {
                            entries: {
                                balanceAfter: number;
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "earn" | "reverse" | "redeem" | "refund" | "adjust";
                                note: string | null;
                                orderNumber: string | null;
                                points: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        lifetimePoints: number;
                        member: boolean;
                        membership: {
                            brand: string;
                            enrollmentMarketingSource: string | null;
                            memberSince: string;
                        } | null;
                        nextTier: {
                            percent: number;
                            pointsToGo: number;
                            threshold: number;
                            /** @enum {string} */
                            tier: "member" | "silver" | "gold";
                        } | null;
                        tier: ("member" | "silver" | "gold") | null;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postLoyaltyEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /** @description Spec §2 rule 8: the enrollment_marketing_source query parameter, e.g. a campaign code */
                    enrollmentMarketingSource?: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        balanceValue: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        ledger: {
                            entries: {
                                balanceAfter: number;
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "earn" | "reverse" | "redeem" | "refund" | "adjust";
                                note: string | null;
                                orderNumber: string | null;
                                points: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        lifetimePoints: number;
                        member: boolean;
                        membership: {
                            brand: string;
                            enrollmentMarketingSource: string | null;
                            memberSince: string;
                        } | null;
                        nextTier: {
                            percent: number;
                            pointsToGo: number;
                            threshold: number;
                            /** @enum {string} */
                            tier: "member" | "silver" | "gold";
                        } | null;
                        tier: ("member" | "silver" | "gold") | null;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        balanceValue: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        ledger: {
                            entries: {
                                balanceAfter: number;
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "earn" | "reverse" | "redeem" | "refund" | "adjust";
                                note: string | null;
                                orderNumber: string | null;
                                points: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                        lifetimePoints: number;
                        member: boolean;
                        membership: {
                            brand: string;
                            enrollmentMarketingSource: string | null;
                            memberSince: string;
                        } | null;
                        nextTier: {
                            percent: number;
                            pointsToGo: number;
                            threshold: number;
                            /** @enum {string} */
                            tier: "member" | "silver" | "gold";
                        } | null;
                        tier: ("member" | "silver" | "gold") | null;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postNewsletterConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Brand key
                         * @enum {string}
                         */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        /** @enum {string} */
                        status: "none" | "pending" | "confirmed" | "unsubscribed";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getNewsletterPreference: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Brand key
                         * @enum {string}
                         */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        email: string;
                        /** @enum {string} */
                        status: "none" | "pending" | "confirmed" | "unsubscribed";
                        subscribed: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    putNewsletterPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    subscribed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Brand key
                         * @enum {string}
                         */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        email: string;
                        /** @enum {string} */
                        status: "none" | "pending" | "confirmed" | "unsubscribed";
                        subscribed: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postNewsletterSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "confirmation-sent";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getNewsletterUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Brand key
                         * @enum {string}
                         */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        /** @enum {string} */
                        status: "none" | "pending" | "confirmed" | "unsubscribed";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postNewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Brand key
                         * @enum {string}
                         */
                        brand: "northbound" | "kerbside" | "fieldwear";
                        /** @enum {string} */
                        status: "none" | "pending" | "confirmed" | "unsubscribed";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @description Operator roles; admin holds every role */
                        roles: string[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Wrong e-mail or password (same message for both) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getOrdersByOrderNumber: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                /** @description Order number, e.g. NB12345678 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        brand: string;
                        createdAt: string;
                        isFinalized: boolean;
                        items: {
                            colour: string;
                            giftCard: boolean;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        locale: string;
                        orderNumber: string;
                        paymentMethod: {
                            additionalData: {
                                amount: number;
                                label?: string;
                            };
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                        }[];
                        pickup?: {
                            person: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            status: "waiting" | "ready" | "collected";
                            storeId: string;
                        } | null;
                        returnLabel: {
                            eligible: boolean;
                            reason: string | null;
                            until: string | null;
                        };
                        shipments: {
                            carrier: string;
                            estimatedDelivery: string | null;
                            events: {
                                /** @description ISO date-time */
                                at: string;
                                /** @enum {string} */
                                code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                description: string;
                                location?: string;
                            }[];
                            shipmentId: string;
                            shippingMethod: {
                                code: string;
                                label: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                            trackingNumber: string | null;
                        }[];
                        shippingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        /** @enum {string} */
                        status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            merchandiseTotalTax: number;
                            shipping: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getOrdersByOrderNumberConfirmation: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                /** @description Order number, e.g. NB12345678 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        brand: string;
                        createdAt: string;
                        isFinalized: boolean;
                        items: {
                            colour: string;
                            giftCard: boolean;
                            image: string;
                            itemId: string;
                            lineTotal: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            masterId: string;
                            name: string;
                            path: string;
                            productId: string;
                            quantity: number;
                            size: string;
                            unitPrice: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                            variantId: string;
                        }[];
                        locale: string;
                        orderNumber: string;
                        paymentMethod: {
                            additionalData: {
                                amount: number;
                                label?: string;
                            };
                            /** @enum {string} */
                            code: "CARD" | "GIFT_CARD" | "BNPL" | "LOYALTY_POINTS";
                        }[];
                        pickup?: {
                            person: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            status: "waiting" | "ready" | "collected";
                            storeId: string;
                        } | null;
                        returnLabel: {
                            eligible: boolean;
                            reason: string | null;
                            until: string | null;
                        };
                        shipments: {
                            carrier: string;
                            estimatedDelivery: string | null;
                            events: {
                                /** @description ISO date-time */
                                at: string;
                                /** @enum {string} */
                                code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                description: string;
                                location?: string;
                            }[];
                            shipmentId: string;
                            shippingMethod: {
                                code: string;
                                label: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                            trackingNumber: string | null;
                        }[];
                        shippingAddress: {
                            addressLine1: string;
                            addressLine2?: string;
                            city: string;
                            country: string;
                            firstName: string;
                            lastName: string;
                            phone?: string;
                            postalCode: string;
                            region?: string;
                        };
                        /** @enum {string} */
                        status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            merchandiseTotalTax: number;
                            shipping: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getOrdersByOrderNumberPickupCodeSvg: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getOrdersByOrderNumberReturnLabelPdf: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                /** @description Order number, e.g. NB12345678 */
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Conflicts with the current state (stock, limits) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postOrdersLookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    orderNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        isFinalized: boolean;
                        itemCount: number;
                        orderNumber: string;
                        shipments: {
                            carrier: string;
                            estimatedDelivery: string | null;
                            events: {
                                /** @description ISO date-time */
                                at: string;
                                /** @enum {string} */
                                code: "ordered" | "paid" | "packed" | "shipped" | "in_transit" | "out_for_delivery" | "delivered" | "cancelled" | "returned";
                                description: string;
                                location?: string;
                            }[];
                            shipmentId: string;
                            shippingMethod: {
                                code: string;
                                label: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "shipped" | "in_transit" | "delivered" | "cancelled" | "returned";
                            trackingNumber: string | null;
                        }[];
                        /** @enum {string} */
                        status: "created" | "paid" | "shipped" | "delivered" | "cancelled" | "returned";
                        totals: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            merchandiseTotalTax: number;
                            shipping: number;
                            total: number;
                            totalWithoutTaxAfterDiscount: number;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: {
                            backedUp: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            deviceType: "singleDevice" | "multiDevice";
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deletePasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the passkey (from GET /api/passkeys) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No such passkey of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPasskeysAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /**
                         * @description Client extension results, e.g. { credProps: { rk: true } }
                         * @default {}
                         */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            createdAt: string;
                            customerId: string;
                            email: string;
                            emailVerified: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            interests: ("hiking" | "running" | "streetwear" | "workwear" | "outdoor" | "sustainability" | "kids" | "new-arrivals")[];
                            lastName: string;
                            marketingOptIn: boolean;
                            pendingEmail: string | null;
                            /** @enum {string} */
                            role: "shopper" | "employee";
                        } | null;
                        expiresAt: number | null;
                        firstSignIn: boolean;
                        loyaltyBrands: string[];
                        signedIn: boolean;
                    };
                };
            };
            /** @description Invalid input, or an expired or reused challenge */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Unknown passkey, or the assertion does not verify (signature, origin, counter) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPasskeysAuthenticationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowCredentials?: {
                            id: string;
                            transports?: string[];
                            /** @description public-key */
                            type: string;
                        }[];
                        challenge: string;
                        hints?: ("security-key" | "client-device" | "hybrid")[];
                        rpId: string;
                        timeout?: number;
                        /** @enum {string} */
                        userVerification?: "discouraged" | "preferred" | "required";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPasskeysRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /**
                         * @description Client extension results, e.g. { credProps: { rk: true } }
                         * @default {}
                         */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: string[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backedUp: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        deviceType: "singleDevice" | "multiDevice";
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                    };
                };
            };
            /** @description Invalid input, an expired or reused challenge, or a response that does not verify */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Already 10 passkeys, or this passkey is registered already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPasskeysRegistrationOptions: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        attestation?: "none" | "direct" | "enterprise" | "indirect";
                        authenticatorSelection?: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            requireResidentKey?: boolean;
                            /** @enum {string} */
                            residentKey?: "discouraged" | "preferred" | "required";
                            /** @enum {string} */
                            userVerification?: "discouraged" | "preferred" | "required";
                        };
                        challenge: string;
                        excludeCredentials?: {
                            id: string;
                            transports?: string[];
                            /** @description public-key */
                            type: string;
                        }[];
                        extensions?: {
                            credProps?: boolean;
                        };
                        hints?: ("security-key" | "client-device" | "hybrid")[];
                        pubKeyCredParams: {
                            alg: number;
                            /** @enum {string} */
                            type: "public-key";
                        }[];
                        rp: {
                            id: string;
                            name: string;
                        };
                        timeout?: number;
                        user: {
                            displayName: string;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Nobody is signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Cross-site request refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Already 10 passkeys */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPaymentsBnplQuotes: {
        parameters: {
            query: {
                amount: number;
                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limit: {
                            amount: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                        };
                        quotes: {
                            approved: boolean;
                            instalments: {
                                amount: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                /** @description YYYY-MM-DD */
                                dueDate: string;
                                number: number;
                            }[];
                            message?: string;
                            plan: number;
                            total: {
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                            };
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPersonalisationEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    events: {
                        category?: string;
                        /** @enum {string} */
                        name: "pageView" | "productView" | "categoryView" | "cartChanged" | "statesChanged";
                        productId?: string;
                    }[];
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    profile: {
                        cart: {
                            currency: ("GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD") | null;
                            discount: number;
                            items: {
                                productId: string;
                                quantity: number;
                            }[];
                            itemTotal: number;
                        };
                        coordinates: {
                            latitude: number;
                            longitude: number;
                        } | null;
                        customStates: {
                            cartEmpty: boolean;
                            employeeLoggedIn: boolean;
                            loggedIn: boolean;
                            loyaltyEnrolled: boolean;
                        };
                        interests: {
                            category: string;
                            views: number;
                        }[];
                        stealthGroup: string | null;
                        viewedProducts: string[];
                        viewport: {
                            height: number;
                            width: number;
                        };
                    };
                };
                "text/plain": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    events: {
                        category?: string;
                        /** @enum {string} */
                        name: "pageView" | "productView" | "categoryView" | "cartChanged" | "statesChanged";
                        productId?: string;
                    }[];
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    profile: {
                        cart: {
                            currency: ("GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD") | null;
                            discount: number;
                            items: {
                                productId: string;
                                quantity: number;
                            }[];
                            itemTotal: number;
                        };
                        coordinates: {
                            latitude: number;
                            longitude: number;
                        } | null;
                        customStates: {
                            cartEmpty: boolean;
                            employeeLoggedIn: boolean;
                            loggedIn: boolean;
                            loyaltyEnrolled: boolean;
                        };
                        interests: {
                            category: string;
                            views: number;
                        }[];
                        stealthGroup: string | null;
                        viewedProducts: string[];
                        viewport: {
                            height: number;
                            width: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Stored */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site, or without targeting consent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Body over 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many sends from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deletePersonalisationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or there was nothing to delete) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPersonalisationRecommendations: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                exclude?: string;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        basis: "interests" | "top-rated";
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        recentlyViewed: string[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirects: {
                            brand: ("northbound" | "kerbside" | "fieldwear") | null;
                            createdAt: string;
                            createdBy: string | null;
                            id: number;
                            locale: ("uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr") | null;
                            sourcePath: string;
                            status: 301 | 302;
                            target: string;
                        }[];
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    brand?: ("northbound" | "kerbside" | "fieldwear") | null;
                    /** @default null */
                    locale?: ("uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr") | null;
                    sourcePath: string;
                    /** @default 301 */
                    status?: 301 | 302;
                    target: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: ("northbound" | "kerbside" | "fieldwear") | null;
                        createdAt: string;
                        createdBy: string | null;
                        id: number;
                        locale: ("uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr") | null;
                        sourcePath: string;
                        status: 301 | 302;
                        target: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The source path already redirects for this brand and locale */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postReviewsByIdHelpful: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counted: boolean;
                        helpfulCount: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postReviewsByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    comment?: string;
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "off-topic" | "personal-data" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getReviewsByProductId: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                page?: number;
                rating?: number;
                sort?: "newest" | "highest" | "lowest" | "helpful";
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            authorName: string;
                            body: string;
                            createdAt: string;
                            fit: ("small" | "true" | "large") | null;
                            helpfulCount: number;
                            /** Format: uuid */
                            id: string;
                            language: string;
                            photos: {
                                id: string;
                                large: string;
                                thumbnail: string;
                            }[];
                            productId: string;
                            rating: number;
                            title: string;
                            verifiedBuyer: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        productId: string;
                        productName: string;
                        productPath: string;
                        rating: number | null;
                        /** @enum {string} */
                        sort: "newest" | "highest" | "lowest" | "helpful";
                        summary: {
                            average: number | null;
                            count: number;
                            fit: {
                                share: number;
                                /** @enum {string} */
                                verdict: "small" | "true" | "large";
                                votes: number;
                            } | null;
                            histogram: number[];
                            productId: string;
                        };
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postReviewsByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorName: string;
                    body: string;
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /** Format: email */
                    email: string;
                    /** @default null */
                    fit?: ("small" | "true" | "large") | null;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    /** @default [] */
                    photoIds?: string[];
                    rating: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getReviewsByProductIdQuestions: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            answer: string | null;
                            answeredAt: string | null;
                            authorName: string;
                            body: string;
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            language: string;
                            productId: string;
                        }[];
                        productId: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postReviewsByProductIdQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorName: string;
                    body: string;
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    /** Format: email */
                    email: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postReviewsPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        id: string;
                        large: string;
                        thumbnail: string;
                        width: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not a JPEG, PNG or WebP image */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postRum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    buildId: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    metrics: {
                        id: string;
                        /** @enum {string} */
                        name: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
                        /** @enum {string} */
                        navigationType: "navigate" | "reload" | "back-forward" | "back-forward-cache" | "prerender" | "restore" | "soft-navigation";
                        value: number;
                    }[];
                    /** @enum {string} */
                    pageType: "Home" | "PLP" | "PDP" | "Search" | "Favorites" | "Cart" | "Checkout" | "Order" | "Account" | "Content" | "Error";
                };
                "text/plain": {
                    /**
                     * @description Brand key
                     * @enum {string}
                     */
                    brand: "northbound" | "kerbside" | "fieldwear";
                    buildId: string;
                    /**
                     * @description Locale code, e.g. uk-en
                     * @enum {string}
                     */
                    locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                    metrics: {
                        id: string;
                        /** @enum {string} */
                        name: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
                        /** @enum {string} */
                        navigationType: "navigate" | "reload" | "back-forward" | "back-forward-cache" | "prerender" | "restore" | "soft-navigation";
                        value: number;
                    }[];
                    /** @enum {string} */
                    pageType: "Home" | "PLP" | "PDP" | "Search" | "Favorites" | "Cart" | "Checkout" | "Order" | "Account" | "Content" | "Error";
                };
            };
        };
        responses: {
            /** @description Stored */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Body over 8 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many reports from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getRumSummary: {
        parameters: {
            query?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: ("northbound" | "kerbside" | "fieldwear") | null;
                        generatedAt: string;
                        rows: {
                            last7d: {
                                count: number;
                                p75: number | null;
                            };
                            last24h: {
                                count: number;
                                p75: number | null;
                            };
                            /** @enum {string} */
                            metric: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
                            /** @enum {string} */
                            pageType: "Home" | "PLP" | "PDP" | "Search" | "Favorites" | "Cart" | "Checkout" | "Order" | "Account" | "Content" | "Error";
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description No operator session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                colour?: string;
                feature?: string;
                gender?: string;
                limit?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                offset?: number;
                price?: string;
                q: string;
                size?: string;
                sort?: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustedTerm: string | null;
                        facets: {
                            /** @enum {string} */
                            id: "gender" | "size" | "colour" | "price" | "feature" | "brand";
                            label: string;
                            values: {
                                count: number;
                                hex?: string;
                                label: string;
                                selected: boolean;
                                value: string;
                            }[];
                        }[];
                        items: {
                            badges: ("new" | "sale" | "bestseller" | "low-stock")[];
                            colourCount: number;
                            image: string;
                            name: string;
                            path: string;
                            picture: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                            rating: {
                                average: number;
                                count: number;
                            } | null;
                            secondPicture?: {
                                height: number;
                                srcset: {
                                    avif: string;
                                    jpeg: string;
                                    webp: string;
                                };
                                width: number;
                            } | null;
                        }[];
                        limit: number;
                        offset: number;
                        /** @enum {string} */
                        sort: "recommended" | "newest" | "price-asc" | "price-desc" | "top-rated";
                        term: string;
                        total: number;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getSearchArticles: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hits: {
                            excerpt: string;
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            topic: "delivery" | "returns" | "payment" | "sizing" | "loyalty" | "gift-cards" | "store-pickup" | "privacy";
                            topicTitle: string;
                        }[];
                        term: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getSearchSuggestions: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        phrases: string[];
                        products: {
                            image: string;
                            name: string;
                            path: string;
                            price: {
                                list: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                };
                                sale: {
                                    amount: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "PLN" | "CHF" | "USD" | "CAD";
                                } | null;
                            };
                            productId: string;
                        }[];
                        term: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getStores: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                lat?: number;
                lng?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        map: {
                            height: number;
                            outline: string;
                            projection: {
                                cosLat: number;
                                margin: number;
                                north: number;
                                scale: number;
                                west: number;
                            };
                            width: number;
                        } | null;
                        near: {
                            latitude: number;
                            longitude: number;
                        } | null;
                        query: string | null;
                        stores: {
                            address: {
                                city: string;
                                country: string;
                                line1: string;
                                postalCode: string;
                            };
                            distanceKm: number | null;
                            id: string;
                            location: {
                                latitude: number;
                                longitude: number;
                            };
                            name: string;
                            openingHours: {
                                closes: string | null;
                                /** @enum {string} */
                                day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                                opens: string | null;
                            }[];
                            phone: string;
                            services: ("click-and-collect" | "returns" | "repairs")[];
                        }[];
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getStoresByStoreId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            country: string;
                            line1: string;
                            postalCode: string;
                        };
                        distanceKm: number | null;
                        id: string;
                        location: {
                            latitude: number;
                            longitude: number;
                        };
                        name: string;
                        openingHours: {
                            closes: string | null;
                            /** @enum {string} */
                            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
                            opens: string | null;
                        }[];
                        openNow: boolean;
                        phone: string;
                        pickup: boolean;
                        services: ("click-and-collect" | "returns" | "repairs")[];
                        timeZone: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getStoresNearby: {
        parameters: {
            query: {
                /** @description Brand key */
                brand: "northbound" | "kerbside" | "fieldwear";
                lat?: number;
                lng?: number;
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
                place?: string;
                productId?: string;
                variants?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        found: boolean;
                        place: {
                            label: string;
                            latitude: number;
                            longitude: number;
                        } | null;
                        stores: {
                            address: {
                                city: string;
                                country: string;
                                line1: string;
                                postalCode: string;
                            };
                            distance: number;
                            id: string;
                            location: {
                                latitude: number;
                                longitude: number;
                            };
                            name: string;
                            openNow: boolean;
                            phone: string;
                            pickup: boolean;
                            stock: {
                                [key: string]: number;
                            };
                            timeZone: string;
                        }[];
                        /** @enum {string} */
                        unit: "mi" | "km";
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getBuildsLatestJson: {
        parameters: {
            query?: {
                timestamp?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getFeatureFlags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
                /** @description e.g. liveChat:false,helpPages:true; honoured outside production only */
                "ld-passthrough"?: string;
                /** @description Locale code, e.g. uk-en */
                locale?: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowEdgeWorkerExperiments: boolean;
                        allowForterSessionToken: boolean;
                        allowLdExperiments: boolean;
                        context?: {
                            brand: {
                                /** @description brand_locale, e.g. northbound_uk-en */
                                key: string;
                                locale: string;
                                name: string;
                            };
                            consumer: {
                                /** @enum {string} */
                                consumerType: "registered" | "employee";
                                isLoyaltyMember: boolean;
                                key: string;
                            } | null;
                            employee?: boolean;
                            env: {
                                /** @description DEPLOY_CONTEXT, e.g. deploy-preview */
                                deployContext?: string;
                                target: string;
                            };
                            user: {
                                brand: string;
                                key: string;
                                locale: string;
                                /** @description The ld-passthrough header, honoured outside production only */
                                passthrough?: string;
                                target: string;
                            };
                        };
                        dynatraceUrl: string | null;
                        enableClientIngest: boolean;
                        enableHumanBotDefenderChallenges: boolean;
                        flags: {
                            autoPromoCodes: boolean;
                            backToTop: boolean;
                            helpPages: boolean;
                            keepDialogsOnNavigation: boolean;
                            legacyUrls: boolean;
                            liveChat: boolean;
                            notFoundContent: boolean;
                        };
                        optimizely: {
                            async: boolean;
                            enabled: boolean;
                        };
                        tagManager: {
                            onetrustId: string | null;
                        };
                        useLdClientSdk: boolean;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getFeatureFlagsStream: {
        parameters: {
            query?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
                ldPassthrough?: string;
                /** @description Locale code, e.g. uk-en */
                locale?: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream: `event: flags` with the feature flags object as data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many open streams from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getI18nByLocale: {
        parameters: {
            query?: {
                /** @description Brand key */
                brand?: "northbound" | "kerbside" | "fieldwear";
                ns?: string;
            };
            header?: never;
            path: {
                /** @description Locale code, e.g. uk-en */
                locale: "uk-en" | "de-de" | "fr-fr" | "it-it" | "es-es" | "nl-nl" | "pl-pl" | "pt-pt" | "at-de" | "be-nl" | "ch-fr" | "us-en" | "us-es" | "ca-en" | "ca-fr";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alternateLinks: {
                            href: string;
                            hreflang: string;
                        }[];
                        namespaces?: string[];
                        seo: {
                            description: string;
                            title: string;
                        };
                        texts: {
                            [key: string]: string;
                        };
                        urls: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalPreviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pullRequest: number;
                    releaseIds: string[];
                    /** @default 72 */
                    ttlHours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        hostLink: string;
                        link: string;
                        name: string;
                        pullRequest: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    deleteInternalPreviewsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getInternalReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** @enum {string} */
                            action: "publish" | "promote" | "rollback" | "auto-rollback";
                            at: string;
                            operator: string;
                            reason: string | null;
                            releaseId: string | null;
                            remote: string;
                        }[];
                        previews: {
                            createdAt: string;
                            createdBy: string;
                            expiresAt: string;
                            name: string;
                            pullRequest: number;
                            releases: {
                                [key: string]: string;
                            };
                        }[];
                        remotes: {
                            liveReleaseId: string | null;
                            releases: {
                                buildId: string;
                                contractVersion: string;
                                exposes: string[];
                                healthError: string | null;
                                id: string;
                                manifestUrl: string;
                                promotedAt: string | null;
                                promotedBy: string | null;
                                publishedAt: string;
                                publishedBy: string;
                                remote: string;
                                serverEntryUrl: string | null;
                                /** @enum {string} */
                                status: "published" | "live" | "retired" | "rolled-back" | "failed";
                                version: string;
                            }[];
                            remote: string;
                        }[];
                        store: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buildId: string;
                    contract: {
                        package: string;
                        uses: {
                            /** @description The atoms the release uses, by name: their shapes as its build saw them */
                            atoms: {
                                [key: string]: string;
                            };
                            /** @description The events the release uses, by name: their shapes as its build saw them */
                            events: {
                                [key: string]: string;
                            };
                            /** @description The parcel props the release uses, by name: their shapes as its build saw them */
                            parcelProps: {
                                [key: string]: string;
                            };
                        };
                        version: string;
                    };
                    /** @default [] */
                    dialogs?: {
                        guard?: {
                            /** @enum {string} */
                            action: "block" | "redirect";
                            /** @enum {string} */
                            audience: "guest" | "registered";
                            to?: string;
                        };
                        module: string;
                        name: string;
                        /**
                         * @default md
                         * @enum {string}
                         */
                        size?: "xs" | "md" | "lg" | "full";
                        /** @enum {string} */
                        sizeWithArg?: "xs" | "md" | "lg" | "full";
                    }[];
                    exposes: string[];
                    remote: string;
                    /** @default false */
                    serverEntry?: boolean;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        contractVersion: string;
                        exposes: string[];
                        healthError: string | null;
                        id: string;
                        manifestUrl: string;
                        promotedAt: string | null;
                        promotedBy: string | null;
                        publishedAt: string;
                        publishedBy: string;
                        remote: string;
                        serverEntryUrl: string | null;
                        /** @enum {string} */
                        status: "published" | "live" | "retired" | "rolled-back" | "failed";
                        version: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        contractVersion: string;
                        exposes: string[];
                        healthError: string | null;
                        id: string;
                        manifestUrl: string;
                        promotedAt: string | null;
                        promotedBy: string | null;
                        publishedAt: string;
                        publishedBy: string;
                        remote: string;
                        serverEntryUrl: string | null;
                        /** @enum {string} */
                        status: "published" | "live" | "retired" | "rolled-back" | "failed";
                        version: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalReleasesByIdPromote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        liveReleaseId: string | null;
                        remote: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalReleasesHealthCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rolledBack: {
                            reason: string;
                            releaseId: string;
                            remote: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postInternalRemotesByRemoteRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                remote: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        liveReleaseId: string | null;
                        remote: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPagesLocationSelector: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canvasDomain: string;
                        countryCode: string;
                        domain: string;
                        locales: {
                            code: string;
                            path: string;
                        }[];
                        name: string;
                    }[];
                };
            };
        };
    };
    getProxyScript: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not an https URL, credentials or a port in it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Host not on the allow-list, or it resolves to a private address */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The upstream failed, redirected too often, or sent something other than a script within the size cap */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description The upstream did not answer in time */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getRemotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remotes: {
                            buildId: string;
                            /** @default [] */
                            dialogs: {
                                guard?: {
                                    /** @enum {string} */
                                    action: "block" | "redirect";
                                    /** @enum {string} */
                                    audience: "guest" | "registered";
                                    to?: string;
                                };
                                module: string;
                                name: string;
                                /**
                                 * @default md
                                 * @enum {string}
                                 */
                                size: "xs" | "md" | "lg" | "full";
                                /** @enum {string} */
                                sizeWithArg?: "xs" | "md" | "lg" | "full";
                            }[];
                            manifestUrl: string;
                            name: string;
                            serverEntryUrl?: string;
                            version: string;
                        }[];
                    };
                };
            };
        };
    };
    getRouteRules: {
        parameters: {
            query: {
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: {
                            external: boolean;
                            location: string;
                            status: 301 | 302;
                        } | null;
                    };
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getGetUserGeoCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** @description ISO 3166-1 alpha-2 */
                            code: string;
                            name: string;
                        };
                        /** @enum {string} */
                        source?: "edge" | "ip" | "language" | "default";
                    };
                };
            };
        };
    };
    getHealthcheckStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        database: {
                            /** @enum {string} */
                            driver: "pglite" | "postgres";
                            latencyMs: number;
                            /** @enum {string} */
                            state: "up" | "down";
                        };
                        /** @enum {string} */
                        environment: "production" | "development" | "test";
                        memory: {
                            heapTotalBytes: number;
                            heapUsedBytes: number;
                            rssBytes: number;
                        };
                        redis: {
                            /** @enum {string} */
                            state: "up" | "down" | "not configured";
                        };
                        remotes: {
                            buildId: string;
                            manifestUrl: string;
                            name: string;
                            serverRendered: boolean;
                            version: string;
                        }[];
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        uptimeSeconds: number;
                        version: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildId: string;
                        database: {
                            /** @enum {string} */
                            driver: "pglite" | "postgres";
                            latencyMs: number;
                            /** @enum {string} */
                            state: "up" | "down";
                        };
                        /** @enum {string} */
                        environment: "production" | "development" | "test";
                        memory: {
                            heapTotalBytes: number;
                            heapUsedBytes: number;
                            rssBytes: number;
                        };
                        redis: {
                            /** @enum {string} */
                            state: "up" | "down" | "not configured";
                        };
                        remotes: {
                            buildId: string;
                            manifestUrl: string;
                            name: string;
                            serverRendered: boolean;
                            version: string;
                        }[];
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        uptimeSeconds: number;
                        version: string;
                    };
                };
            };
        };
    };
    getHealthzLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "alive";
                        uptimeSeconds: number;
                    };
                };
            };
        };
    };
    getHealthzReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down" | "not configured";
                        draining: boolean;
                        problems: string[];
                        ready: boolean;
                        /** @enum {string} */
                        redis: "up" | "down" | "not configured";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "up" | "down" | "not configured";
                        draining: boolean;
                        problems: string[];
                        ready: boolean;
                        /** @enum {string} */
                        redis: "up" | "down" | "not configured";
                    };
                };
            };
        };
    };
    getImagesLooksByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Look id + .svg */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getImagesPhotosByIdByWidthFormat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description avif, webp or jpg */
                format: "avif" | "webp" | "jpg";
                /** @description Photo id: the hash of its content */
                id: string;
                /** @description Width in pixels: 160, 320, 480, 640, 960, 1280 */
                width: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/avif, image/webp or image/jpeg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many images being made; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getImagesProductsByProductIdByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Colour code + .svg */
                file: string;
                /** @description Product id, e.g. NB1001 */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPaymentsTestProviderCardForm: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPaymentsTestProviderChallengeByPaymentId: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid input; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPaymentsTestProviderChallengeByPaymentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "approve" | "fail" | "code";
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentId: string;
                        /** @enum {string} */
                        result: "approved" | "failed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    postPaymentsTestProviderTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cvc: string;
                    expiry: string;
                    name: string;
                    number: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
                        expiryMonth: number;
                        expiryYear: number;
                        last4: string;
                        token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Too many cards from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
    getPreviewByName: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        statusCode: number;
                    };
                };
            };
        };
    };
}
