import { sql } from "drizzle-orm";
import { models } from "@/db/schema";

const figure = (key: string) => sql`nullif(${models.pricing}->>${sql.raw(`'${key}'`)}, '')::int`;

/**
 * priceFrom (pricing.ts) in SQL: the lowest of the 1, 2 and 3 hour prices
 * (`least` skips nulls), null when none is set. The public list and the
 * admin Models list show and order by this one figure.
 */
export const fromPriceSql = sql<number | null>`least(${figure("oneHour")}, ${figure("twoHours")}, ${figure("threeHours")})`;
