CREATE TABLE "allowed_to_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"allowed_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowed_to_register_not_self" CHECK ("allowed_to_register"."user_id" <> "allowed_to_register"."allowed_user_id")
);
--> statement-breakpoint
ALTER TABLE "allowed_to_register" ADD CONSTRAINT "allowed_to_register_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowed_to_register" ADD CONSTRAINT "allowed_to_register_allowed_user_id_users_id_fk" FOREIGN KEY ("allowed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_to_register_pair" ON "allowed_to_register" USING btree ("user_id","allowed_user_id");--> statement-breakpoint
CREATE INDEX "allowed_to_register_allowed_idx" ON "allowed_to_register" USING btree ("allowed_user_id");