CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(64),
	"email" varchar(255),
	"encrypted_password" text,
	"first_name" varchar(120),
	"last_name" varchar(120),
	"phone_prefix" varchar(8),
	"phone" varchar(32),
	"city" varchar(120),
	"birth_date" date,
	"gender" varchar(16),
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"how_know_about_us" text,
	"fa" boolean DEFAULT false NOT NULL,
	"facebook_uid" varchar(64),
	"custom_tags" text,
	"tags" text,
	"hide_last_name" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"child_policy_accepted" boolean DEFAULT false NOT NULL,
	"confirmation_token" varchar(128),
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"reset_password_token" varchar(128),
	"reset_password_sent_at" timestamp with time zone,
	"phone_confirmation_token" varchar(16),
	"phone_confirmation_sent_at" timestamp with time zone,
	"confirmed_phone" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"account_balance" bigint DEFAULT 0 NOT NULL,
	"account_bonus_value" bigint DEFAULT 0 NOT NULL,
	"account_deposit_value" bigint DEFAULT 0 NOT NULL,
	"bonus_expiration_date" date,
	"signed_agreement" varchar(3) DEFAULT 'na' NOT NULL,
	"transfer_verification" varchar(3) DEFAULT 'na' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "async_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(120) NOT NULL,
	"job_class" varchar(120) NOT NULL,
	"job_status" varchar(16) DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"info_box" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"auditable_type" varchar(40) NOT NULL,
	"auditable_id" integer NOT NULL,
	"user_id" integer,
	"action" varchar(16) NOT NULL,
	"comment" text,
	"audited_changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(255) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "async_jobs" ADD CONSTRAINT "async_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "async_jobs_created_idx" ON "async_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audits_auditable_idx" ON "audits" USING btree ("auditable_type","auditable_id","created_at");--> statement-breakpoint
CREATE INDEX "audits_user_idx" ON "audits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");