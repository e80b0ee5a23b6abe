CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"searchable_type" varchar(32) NOT NULL,
	"searchable_id" integer NOT NULL,
	CONSTRAINT "search_postings_word_searchable_type_searchable_id_pk" PRIMARY KEY("word","searchable_type","searchable_id")
);
--> statement-breakpoint
DROP INDEX "search_tags_words_idx";