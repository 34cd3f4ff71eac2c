CREATE TABLE "chat_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_access_tokens_kind" CHECK ("chat_access_tokens"."kind" in ('cookie', 'email'))
);
--> statement-breakpoint
CREATE TABLE "chat_agent_presence" (
	"operator_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_agent_presence_operator_id_instance_id_pk" PRIMARY KEY("operator_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "chat_attachment_files" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_blocked_visitors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"email_hash" text,
	"conversation_id" uuid,
	"blocked_by" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocked_visitors_who" CHECK ("chat_blocked_visitors"."customer_id" is not null or "chat_blocked_visitors"."email_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"topic" text NOT NULL,
	"visitor_kind" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_name" text,
	"customer_id" uuid,
	"loyalty_member" boolean DEFAULT false NOT NULL,
	"agent_id" uuid,
	"agent_name" text,
	"page_path" text NOT NULL,
	"page_type" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiting_since" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_status" CHECK ("chat_conversations"."status" in ('bot', 'waiting', 'active', 'offline', 'closed')),
	CONSTRAINT "chat_conversations_visitor_kind" CHECK ("chat_conversations"."visitor_kind" in ('account', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_author" CHECK ("chat_messages"."author" in ('shopper', 'agent', 'bot', 'system'))
);
--> statement-breakpoint
ALTER TABLE "chat_access_tokens" ADD CONSTRAINT "chat_access_tokens_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachment_files" ADD CONSTRAINT "chat_attachment_files_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_access_tokens_conversation" ON "chat_access_tokens" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_blocked_visitors_customer" ON "chat_blocked_visitors" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "chat_blocked_visitors_email" ON "chat_blocked_visitors" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_open" ON "chat_conversations" USING btree ("status","brand","language") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_conversations_customer" ON "chat_conversations" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id" ON "chat_messages" USING btree ("conversation_id","client_id");
