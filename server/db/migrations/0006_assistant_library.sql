CREATE TABLE "assistant_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"citations" jsonb NOT NULL,
	"file_names" jsonb NOT NULL,
	"selection" jsonb NOT NULL,
	"language" text NOT NULL,
	"province" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"text_status" text NOT NULL,
	"text_warning" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"library_file_id" uuid,
	"analysis_id" uuid,
	"page" integer,
	"risk_id" text,
	"text" text NOT NULL,
	"tsv_french" "tsvector" GENERATED ALWAYS AS (to_tsvector('french', "text")) STORED,
	"tsv_english" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED
);
--> statement-breakpoint
ALTER TABLE "assistant_history" ADD CONSTRAINT "assistant_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_history" ADD CONSTRAINT "assistant_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_library_file_id_library_files_id_fk" FOREIGN KEY ("library_file_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_history_team_idx" ON "assistant_history" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "library_files_team_idx" ON "library_files" USING btree ("team_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "passages_file_idx" ON "passages" USING btree ("library_file_id");--> statement-breakpoint
CREATE INDEX "passages_analysis_idx" ON "passages" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "passages_french_idx" ON "passages" USING gin ("tsv_french");--> statement-breakpoint
CREATE INDEX "passages_english_idx" ON "passages" USING gin ("tsv_english");