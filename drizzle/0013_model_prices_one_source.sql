-- The numeric prices are the one source of every price shown (decision 034).
-- A price text that is a plain hourly rate ("£300/hour", "£1,200 per hour")
-- becomes the one-hour price where the model has no price at all yet;
-- anything else it said is dropped with the column.
UPDATE "models" SET "pricing" = jsonb_set("pricing", '{oneHour}', to_jsonb("parsed"."amount"))
FROM (
	SELECT "id", replace((regexp_match("price", '^\s*£\s*([0-9][0-9,]{0,7})\s*(?:/|per)\s*(?:hour|hr|h)\s*$', 'i'))[1], ',', '')::int AS "amount"
	FROM "models"
	WHERE "price" ~* '^\s*£\s*([0-9][0-9,]{0,7})\s*(?:/|per)\s*(?:hour|hr|h)\s*$'
) AS "parsed"
WHERE "models"."id" = "parsed"."id"
	AND "parsed"."amount" <= 100000
	AND coalesce("models"."pricing"->>'oneHour', '') = ''
	AND coalesce("models"."pricing"->>'twoHours', '') = ''
	AND coalesce("models"."pricing"->>'threeHours', '') = ''
	AND coalesce("models"."pricing"->>'additionalHour', '') = '';--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "price";
