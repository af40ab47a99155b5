-- State that every API instance behind the balancer must share, so that none of it lives in
-- one process (docs/decisions/021-shared-state-in-postgresql.md).
--
-- Rate-limit counters: one row per client (and route limit), counted with one upsert per
-- request. UNLOGGED: no WAL for a counter written on every request; a database crash empties
-- the table, which only forgives the current minute's counts. The fill factor leaves room in
-- each page, so an update can stay on its page (HOT) instead of touching the index.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start_ms" bigint NOT NULL,
	"window_ms" integer NOT NULL,
	"count" integer NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
-- ALTCHA challenges already solved once: a signature is accepted by the first instance to
-- insert it and refused by every instance after, until the challenge expires anyway.
CREATE TABLE "captcha_used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_used_challenges_expires_idx" ON "captcha_used_challenges" USING btree ("expires_at");
--> statement-breakpoint
-- The development sandbox gateway's own records (it stands for a gateway's servers, apart from
-- Kesht's payments): a payment started through one instance is paid on the page of another.
CREATE TABLE "sandbox_gateway_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"decision" text DEFAULT 'undecided' NOT NULL,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_decision_check" CHECK ("decision" in ('undecided', 'approved', 'declined', 'timed_out'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_created_idx" ON "sandbox_gateway_payments" USING btree ("created_at");
