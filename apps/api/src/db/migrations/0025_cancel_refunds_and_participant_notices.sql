CREATE TABLE "activity_notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer,
	"user_label" varchar(255) NOT NULL,
	"reserve" boolean DEFAULT false NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(255),
	"body" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'message' NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"channel" varchar(8) NOT NULL,
	"with_reserve" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "original_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "activity_notification_deliveries" ADD CONSTRAINT "activity_notification_deliveries_notification_id_activity_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."activity_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notification_deliveries" ADD CONSTRAINT "activity_notification_deliveries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notification_deliveries" ADD CONSTRAINT "activity_notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notifications" ADD CONSTRAINT "activity_notifications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notifications" ADD CONSTRAINT "activity_notifications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_notification_deliveries_activity_idx" ON "activity_notification_deliveries" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_notification_deliveries_notification_idx" ON "activity_notification_deliveries" USING btree ("notification_id","status");--> statement-breakpoint
CREATE INDEX "activity_notifications_activity_idx" ON "activity_notifications" USING btree ("activity_id","id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_original_transaction_id_transactions_id_fk" FOREIGN KEY ("original_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_original_idx" ON "transactions" USING btree ("original_transaction_id");