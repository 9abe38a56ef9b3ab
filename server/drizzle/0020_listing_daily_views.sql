CREATE TABLE "listing_daily_views" (
	"opportunity_type" "opportunity_type" NOT NULL,
	"opportunity_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_views_opportunity_type_opportunity_id_day_pk" PRIMARY KEY("opportunity_type","opportunity_id","day")
);
