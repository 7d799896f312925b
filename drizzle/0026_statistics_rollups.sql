CREATE TABLE "rollup_watermarks" (
	"job" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL,
	"seen_event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_daily_stats" (
	"supplier_id" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "supplier_daily_stats_supplier_id_metric_day_pk" PRIMARY KEY("supplier_id","metric","day")
);
