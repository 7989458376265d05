-- The account tables announce their writes too (decision 039): the server
-- keeps each session's access class (visitor, member, subscriber, …) in memory
-- and must forget it the moment an account is approved, rejected, deleted or
-- given or denied a subscription, or a session ends, on every instance. These
-- payloads clear only that memory, never the page caches (src/lib/cache.ts).
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();--> statement-breakpoint
CREATE TRIGGER "user_subscriptions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();
