-- seo_settings held two shapes ({ value } and robots.txt's { content }); one shape now: { value }.
UPDATE "seo_settings"
SET "setting_value" = jsonb_build_object('value', "setting_value"->'content')
WHERE "setting_value" ? 'content' AND NOT ("setting_value" ? 'value');
--> statement-breakpoint
-- The organisation schema is built from System Settings now, never stored.
DELETE FROM "seo_settings" WHERE "setting_key" = 'organization_schema';
