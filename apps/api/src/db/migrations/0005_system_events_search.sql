CREATE TABLE "system_event_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_event_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"kind" varchar(8) DEFAULT 'comment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"event_type" varchar(48) DEFAULT 'general' NOT NULL,
	"event_status" varchar(16) DEFAULT 'opened' NOT NULL,
	"assigned_id" integer,
	"custom_tags" varchar(255),
	"targetable_type" varchar(32),
	"targetable_id" integer,
	"read_by_admin" boolean DEFAULT false NOT NULL,
	"read_by_assigned" boolean DEFAULT false NOT NULL,
	"creator_id" integer,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tags" (
	"searchable_type" varchar(32) NOT NULL,
	"searchable_id" integer NOT NULL,
	"label_first_line" text NOT NULL,
	"label_second_line" text,
	"document" text NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_tags_searchable_type_searchable_id_pk" PRIMARY KEY("searchable_type","searchable_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_event_comments" ADD CONSTRAINT "system_event_comments_system_event_id_system_events_id_fk" FOREIGN KEY ("system_event_id") REFERENCES "public"."system_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_event_comments" ADD CONSTRAINT "system_event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_events" ADD CONSTRAINT "system_events_assigned_id_users_id_fk" FOREIGN KEY ("assigned_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_events" ADD CONSTRAINT "system_events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_event_comments_event_idx" ON "system_event_comments" USING btree ("system_event_id","created_at");--> statement-breakpoint
CREATE INDEX "system_events_created_idx" ON "system_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "system_events_assigned_idx" ON "system_events" USING btree ("assigned_id","created_at");--> statement-breakpoint
CREATE INDEX "system_events_target_idx" ON "system_events" USING btree ("targetable_type","targetable_id");--> statement-breakpoint
CREATE INDEX "system_events_unread_admin_idx" ON "system_events" USING btree ("id") WHERE read_by_admin = false and event_status in ('opened', 'inprogress');--> statement-breakpoint
CREATE INDEX "system_events_unread_assigned_idx" ON "system_events" USING btree ("assigned_id") WHERE read_by_assigned = false and event_status in ('opened', 'inprogress');--> statement-breakpoint
CREATE INDEX "search_tags_words_idx" ON "search_tags" USING gin ("words");