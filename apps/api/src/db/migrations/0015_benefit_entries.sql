CREATE TABLE "benefit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" varchar(64) NOT NULL,
	"facility_id" varchar(64),
	"facility_name" varchar(255),
	"sn" varchar(64),
	"terminal_type" varchar(64),
	"date_played" date NOT NULL,
	"player_card_no" varchar(64),
	"organizer_login" varchar(120),
	"confirmed" boolean DEFAULT false NOT NULL,
	"activity_id" integer,
	"user_id" integer,
	"organizer_id" integer,
	"rejected" boolean DEFAULT false NOT NULL,
	"report_type" varchar(16) DEFAULT 'terminal' NOT NULL,
	"notes" text,
	"import_job_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benefit_entries" ADD CONSTRAINT "benefit_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entries" ADD CONSTRAINT "benefit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entries" ADD CONSTRAINT "benefit_entries_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entries" ADD CONSTRAINT "benefit_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_entries_uuid_unique" ON "benefit_entries" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_entries_participation_unique" ON "benefit_entries" USING btree ("activity_id","user_id") WHERE "benefit_entries"."activity_id" is not null and "benefit_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "benefit_entries_created_idx" ON "benefit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "benefit_entries_activity_idx" ON "benefit_entries" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "benefit_entries_user_idx" ON "benefit_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "benefit_entries_organizer_idx" ON "benefit_entries" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "benefit_entries_date_played_idx" ON "benefit_entries" USING btree ("date_played");--> statement-breakpoint
CREATE INDEX "benefit_entries_card_idx" ON "benefit_entries" USING btree ("player_card_no");