CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"team_id" uuid,
	"source_interface" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"area" text NOT NULL,
	"main_sector_id" text,
	"sub_sector_id" text,
	"activity_id" text,
	"instructions" text DEFAULT '' NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"metered" boolean NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"error_code" text,
	"saved_to_standard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "analyses_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"thumbnail_name" text,
	"normalized_name" text,
	"mime_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"extraction" jsonb,
	"pages" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_files" ADD CONSTRAINT "analysis_files_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_owner_idx" ON "analyses" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_team_idx" ON "analyses" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_files_analysis_idx" ON "analysis_files" USING btree ("analysis_id","position");--> statement-breakpoint
CREATE INDEX "analysis_files_thumbnail_idx" ON "analysis_files" USING btree ("thumbnail_name");--> statement-breakpoint
CREATE INDEX "analysis_files_normalized_idx" ON "analysis_files" USING btree ("normalized_name");