CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"gateway" varchar(32) NOT NULL,
	"external_id" varchar(128),
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"notifications_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"user_id" integer,
	"item_type" varchar(32) NOT NULL,
	"activity_id" integer,
	"value" bigint DEFAULT 0 NOT NULL,
	"supplement" bigint DEFAULT 0 NOT NULL,
	"payment_method" varchar(32) NOT NULL,
	"promo_code_id" integer,
	"discount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_type" varchar(32) NOT NULL,
	"payment_method" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"online_value" bigint DEFAULT 0 NOT NULL,
	"main_before" bigint DEFAULT 0 NOT NULL,
	"bonus_before" bigint DEFAULT 0 NOT NULL,
	"deposit_before" bigint DEFAULT 0 NOT NULL,
	"main_after" bigint DEFAULT 0 NOT NULL,
	"bonus_after" bigint DEFAULT 0 NOT NULL,
	"deposit_after" bigint DEFAULT 0 NOT NULL,
	"comment" text,
	"created_by_id" integer,
	"paid_at" timestamp with time zone,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"transaction_item_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"prefix" varchar(20) NOT NULL,
	"code" varchar(64) NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date NOT NULL,
	"code_type" varchar(32) DEFAULT 'all_activities' NOT NULL,
	"value" bigint NOT NULL,
	"value_type" varchar(8) DEFAULT 'pln' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"only_for_new_players" boolean DEFAULT false NOT NULL,
	"unlimited" boolean DEFAULT false NOT NULL,
	"limit_of_usage" integer DEFAULT 1 NOT NULL,
	"unlimited_usage_by_user" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sport_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"localization_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"activity_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"payment_method" varchar(32),
	"promo_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_transaction_item_id_transaction_items_id_fk" FOREIGN KEY ("transaction_item_id") REFERENCES "public"."transaction_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_unique" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_items_transaction_idx" ON "transaction_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_items_activity_idx" ON "transaction_items" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "transaction_items_promo_idx" ON "transaction_items" USING btree ("promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_identifier_unique" ON "transactions" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "promo_code_usages_code_idx" ON "promo_code_usages" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_code_usages_tx_idx" ON "promo_code_usages" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_prefix_idx" ON "promo_codes" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "basket_items_user_idx" ON "basket_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_unique" ON "basket_items" USING btree ("user_id","participant_id","activity_id");