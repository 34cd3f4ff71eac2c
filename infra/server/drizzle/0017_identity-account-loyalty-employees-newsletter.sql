CREATE TABLE "account_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"region" text,
	"country" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_addresses_kind" CHECK ("account_addresses"."kind" in ('billing', 'shipping'))
);
--> statement-breakpoint
CREATE TABLE "account_gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_terms_acceptances" (
	"customer_id" uuid NOT NULL,
	"terms_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_terms_acceptances_customer_id_terms_version_pk" PRIMARY KEY("customer_id","terms_version")
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"epoch" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"pending_email" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'shopper' NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	"first_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_customers_email_unique" UNIQUE("email"),
	CONSTRAINT "identity_customers_role" CHECK ("identity_customers"."role" in ('shopper', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"lifetime_points" integer DEFAULT 0 NOT NULL,
	"balance_after" integer NOT NULL,
	"order_ref" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_balance_not_negative" CHECK ("loyalty_ledger"."balance_after" >= 0),
	CONSTRAINT "loyalty_ledger_kind" CHECK ("loyalty_ledger"."kind" in ('earn', 'reverse', 'redeem', 'refund', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"enrollment_source" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "passkey_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"rp_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkey_credentials_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "passkey_credentials_device_type" CHECK ("passkey_credentials"."device_type" in ('singleDevice', 'multiDevice')),
	CONSTRAINT "passkey_credentials_counter" CHECK ("passkey_credentials"."counter" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments_saved_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_saved_cards_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payments_saved_cards_last4" CHECK ("payments_saved_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments_test_psp_vault" (
	"reference" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_orders" ADD CONSTRAINT "loyalty_orders_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_addresses_customer" ON "account_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_addresses_one_default" ON "account_addresses" USING btree ("customer_id","kind") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "account_gift_cards_customer_card" ON "account_gift_cards" USING btree ("customer_id","gift_card_id");--> statement-breakpoint
CREATE INDEX "employee_sessions_customer" ON "employee_sessions" USING btree ("customer_id","expires_at");--> statement-breakpoint
CREATE INDEX "identity_sessions_customer" ON "identity_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "identity_tokens_customer" ON "identity_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_member_seq" ON "loyalty_ledger" USING btree ("member_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_order_kind" ON "loyalty_ledger" USING btree ("order_ref","kind") WHERE order_ref is not null and kind <> 'adjust';--> statement-breakpoint
CREATE INDEX "loyalty_ledger_member_created" ON "loyalty_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_customer_brand" ON "loyalty_members" USING btree ("customer_id","brand");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_brand" ON "newsletter_subscriptions" USING btree ("email","brand");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_customer" ON "newsletter_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "passkey_credentials_customer" ON "passkey_credentials" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_saved_cards_customer_fingerprint" ON "payments_saved_cards" USING btree ("customer_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_saved_cards_one_default" ON "payments_saved_cards" USING btree ("customer_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_baskets_customer_site" ON "cart_baskets" USING btree ("customer_id","brand","country") WHERE customer_id is not null and merged_into is null and ordered_at is null;--> statement-breakpoint
CREATE INDEX "cart_baskets_customer" ON "cart_baskets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_email" ON "orders" USING btree ("email") WHERE customer_id is null;