CREATE TABLE "supplier_keyword_daily_stats" (
	"supplier_id" text NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "supplier_keyword_daily_stats_supplier_id_day_keyword_pk" PRIMARY KEY("supplier_id","day","keyword")
);
