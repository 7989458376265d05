import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_columns";
import { users } from "./auth";
import { models } from "./directory";

/**
 * Models a member has saved (decision 020: favourites at /account/favourites).
 * One row per member and model; both sides cascade, so deleting an account
 * or purging a model leaves nothing behind. What a member may see of a saved
 * model is decided on every read by the access policy, not stored here.
 */
export const memberFavourites = pgTable(
  "member_favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    modelId: uuid("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modelId] }), index("member_favourites_user_created_idx").on(t.userId, t.createdAt.desc())],
);
