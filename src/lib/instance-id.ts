import { hostname } from "node:os";
import { getEnv } from "./env";

/**
 * This server instance's name where instances meet in the database (the
 * cache card's instance rows, the image migration job it holds): host and
 * port, the same after a restart, so a restarted instance takes its own row
 * and its own job back at once.
 */
export const INSTANCE_ID = `${hostname()}:${getEnv().PORT ?? 3000}`;
