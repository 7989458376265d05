import { describe, expect, it } from "vitest";
import { adaptScript, splitCopyBlocks, splitStatements, statementBatches } from "./sql-script";

describe("a dump's script cut into statements", () => {
  it("splits at semicolons outside quotes, dollar quotes and comments", () => {
    const script = [
      "SET statement_timeout = 0;",
      "-- a comment; with a semicolon",
      "INSERT INTO public.t VALUES (1, 'a; b', 'it''s; fine');",
      "INSERT INTO public.t VALUES (2, 'line one;",
      "INSERT INTO public.t VALUES (3, ''x'');', E'back\\\\slash \\' quote;');",
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;',
      'CREATE FUNCTION g() RETURNS int AS $body$ SELECT 2; $body$ LANGUAGE sql;',
      '/* block; comment */ SELECT "odd;name" FROM t;',
      "-- trailing comment",
    ].join("\n");
    expect([...splitStatements(script)]).toEqual([
      "SET statement_timeout = 0;",
      "-- a comment; with a semicolon\nINSERT INTO public.t VALUES (1, 'a; b', 'it''s; fine');",
      "INSERT INTO public.t VALUES (2, 'line one;\nINSERT INTO public.t VALUES (3, ''x'');', E'back\\\\slash \\' quote;');",
      "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;",
      "CREATE FUNCTION g() RETURNS int AS $body$ SELECT 2; $body$ LANGUAGE sql;",
      '/* block; comment */ SELECT "odd;name" FROM t;',
    ]);
  });

  it("gathers statements into batches of about the size asked, losing none", () => {
    const statements = Array.from({ length: 100 }, (_, i) => `INSERT INTO t VALUES (${i}, '${"x".repeat(50)}');`);
    const batches = [...statementBatches(statements.join("\n"), 1000)];
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.flatMap((batch) => [...splitStatements(batch)])).toEqual(statements);
  });

  it("drops psql's \\restrict lines, and settings an older server does not know", () => {
    const script = "\\restrict abc\nSET transaction_timeout = 0;\nSET lock_timeout = 0;\n\\unrestrict abc\n";
    expect(adaptScript(script, 15)).toBe("SET lock_timeout = 0;\n");
    expect(adaptScript(script, 18)).toBe("SET transaction_timeout = 0;\nSET lock_timeout = 0;\n");
  });

  it("turns pg_restore's COPY … FROM stdin blocks into COPY from a blob, with their rows", () => {
    const parts = splitCopyBlocks("CREATE TABLE t (a int);\nCOPY public.t (a) FROM stdin;\n1\n2\n\\.\nSELECT 1;");
    expect(parts).toEqual([{ sql: "CREATE TABLE t (a int);" }, { statement: "COPY public.t (a) FROM '/dev/blob'", rows: "1\n2\n" }, { sql: "SELECT 1;" }]);
  });
});
