DROP INDEX "activities_sport_date_idx";--> statement-breakpoint
CREATE INDEX "activities_sport_date_idx" ON "activities" USING btree ("sport_id","date","start_at","id","price","confirmed");