CREATE TABLE "cart_basket_coupons" (
	"basket_id" uuid NOT NULL,
	"code" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_basket_coupons_basket_id_code_pk" PRIMARY KEY("basket_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_gift_card_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_gift_card_items_amount_positive" CHECK ("cart_gift_card_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"threshold" integer,
	"coupon_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"texts" jsonb NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "gift_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "gift_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_baskets" ADD COLUMN "shipping_region" text;--> statement-breakpoint
ALTER TABLE "cart_basket_coupons" ADD CONSTRAINT "cart_basket_coupons_basket_id_cart_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."cart_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_card_items" ADD CONSTRAINT "cart_gift_card_items_basket_id_cart_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."cart_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_gift_card_items_basket" ON "cart_gift_card_items" USING btree ("basket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_promotions_coupon" ON "cart_promotions" USING btree ("brand","currency","coupon_code");--> statement-breakpoint
CREATE INDEX "cart_promotions_site" ON "cart_promotions" USING btree ("brand","currency");