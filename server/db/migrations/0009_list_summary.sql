ALTER TABLE "analyses" ADD COLUMN "list_summary" jsonb;--> statement-breakpoint
UPDATE "analyses" SET "list_summary" = jsonb_build_object(
	'specificActivity', "result"->'specificActivity',
	'industrySector', "result"->'industrySector',
	'fileNames', coalesce("result"->'fileNames', '[]'::jsonb),
	'total', coalesce("result"->'analysis'->'summary'->'total', '0'::jsonb),
	'bySeverity', coalesce("result"->'analysis'->'summary'->'bySeverity', '{"critique":0,"eleve":0,"modere":0,"faible":0}'::jsonb)
) WHERE "result" IS NOT NULL;
