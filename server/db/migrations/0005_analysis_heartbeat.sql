ALTER TABLE "analyses" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analyses_status_idx" ON "analyses" USING btree ("status","owner_user_id");