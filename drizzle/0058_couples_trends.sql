CREATE TABLE "couples_trends" (
	"country_code" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"trends" jsonb NOT NULL
);
