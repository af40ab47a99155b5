CREATE TABLE "admin_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"audience" text NOT NULL,
	"seller_id" integer,
	"province_id" integer,
	"body" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_broadcasts_audience_check" CHECK ("admin_broadcasts"."audience" in ('shop', 'all_shops', 'province')),
	CONSTRAINT "admin_broadcasts_target_check" CHECK (("admin_broadcasts"."audience" = 'shop') = ("admin_broadcasts"."seller_id" is not null) and ("admin_broadcasts"."audience" = 'province') = ("admin_broadcasts"."province_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "conversation_blocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"blocked_by" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"last_seen_message_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_role_pk" PRIMARY KEY("conversation_id","role"),
	CONSTRAINT "conversation_members_role_check" CHECK ("conversation_members"."role" in ('customer', 'seller', 'driver'))
);
--> statement-breakpoint
CREATE TABLE "conversation_message_images" (
	"message_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "conversation_message_images_message_id_position_pk" PRIMARY KEY("message_id","position"),
	CONSTRAINT "conversation_message_images_position_check" CHECK ("conversation_message_images"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"client_id" text NOT NULL,
	"body" text,
	"broadcast_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sender_role_check" CHECK ("conversation_messages"."sender_role" in ('customer', 'seller', 'driver', 'admin')),
	CONSTRAINT "conversation_messages_body_check" CHECK (char_length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"seller_id" integer,
	"subject" text,
	"status" text,
	"staff_last_seen_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('order', 'admin', 'support')),
	CONSTRAINT "conversations_order_check" CHECK (("conversations"."kind" = 'order') = ("conversations"."order_id" is not null)),
	CONSTRAINT "conversations_seller_check" CHECK (("conversations"."kind" = 'admin') = ("conversations"."seller_id" is not null)),
	CONSTRAINT "conversations_support_check" CHECK (("conversations"."kind" = 'support') = ("conversations"."subject" is not null and "conversations"."status" is not null)),
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" bigint,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_role_check" CHECK ("notifications"."role" in ('customer', 'seller', 'driver')),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_paid', 'order_accepted', 'order_cancelled', 'order_delivered', 'proposal_received', 'proposal_accepted', 'proposal_declined', 'cash_out_paid', 'cash_out_rejected', 'shop_approved', 'shop_rejected', 'driver_approved', 'driver_rejected', 'admin_message'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reporter_role" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reporter_role_check" CHECK ("reports"."reporter_role" in ('customer', 'seller')),
	CONSTRAINT "reports_subject_check" CHECK ("reports"."subject_kind" in ('product', 'shop', 'order', 'chat_message')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('wrong_information', 'bad_quality', 'fraud', 'offensive', 'spam', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "reports_body_check" CHECK (char_length("reports"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "admin_broadcasts" ADD CONSTRAINT "admin_broadcasts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_broadcasts" ADD CONSTRAINT "admin_broadcasts_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_broadcasts" ADD CONSTRAINT "admin_broadcasts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message_images" ADD CONSTRAINT "conversation_message_images_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message_images" ADD CONSTRAINT "conversation_message_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_broadcast_id_admin_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."admin_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_client_unique" ON "conversation_messages" USING btree ("conversation_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_unique" ON "conversations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_seller_unique" ON "conversations" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "conversations_kind_activity_idx" ON "conversations" USING btree ("kind","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_reader_idx" ON "notifications" USING btree ("user_id","role","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("user_id","role") WHERE "notifications"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);