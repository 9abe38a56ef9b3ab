-- A recommendation's place in the list it was computed in (ADR 050): a new computation updates the
-- rows it ranks again in place, so their ids no longer follow the engine's order.
ALTER TABLE "recommendations" ADD COLUMN "list_position" smallint;