-- Every write to a table the public site shows sends NOTIFY velvet_changes with
-- the table's name (once per statement, delivered after commit). Each app
-- instance listens: caches tagged with the table name are cleared and
-- server-sent events tell open pages to reload (e.g. the FAQ accordion).
CREATE OR REPLACE FUNCTION velvet_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('velvet_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'site_settings', 'categories', 'locations', 'models', 'model_categories', 'model_gallery', 'model_reviews',
    'preference_categories', 'site_banners', 'site_content', 'faqs', 'blog_posts', 'hero_slides',
    'homepage_carousel', 'theme_colors', 'seo_settings', 'page_seo', 'structured_data', 'redirects', 'canonical_rules'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change()',
      t || '_notify_change', t
    );
  END LOOP;
END;
$$;
