-- Every change of a supplier's tier, recorded by the database in the same transaction as the change,
-- whatever path made it (admin, plan, trial, seed): the performance charts draw them (issue 14).
-- The instant is the premium record's update stamp when the change wrote one (the application's clock,
-- as the premium record shows it), else the transaction's.
CREATE FUNCTION supplier_tier_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO supplier_tier_changes (supplier_id, at, from_tier, to_tier) VALUES (NEW.id, NEW.created_at, NULL, NEW.tier);
  ELSIF NEW.tier IS DISTINCT FROM OLD.tier THEN
    INSERT INTO supplier_tier_changes (supplier_id, at, from_tier, to_tier)
    VALUES (NEW.id, CASE WHEN NEW.premium_updated_at IS DISTINCT FROM OLD.premium_updated_at AND NEW.premium_updated_at IS NOT NULL THEN NEW.premium_updated_at ELSE now() END, OLD.tier, NEW.tier);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER supplier_tier_changes_record AFTER INSERT OR UPDATE OF tier ON suppliers
  FOR EACH ROW EXECUTE FUNCTION supplier_tier_changes_record();
--> statement-breakpoint
-- suppliers listed before: the tier they have now, since their premium record's last change (or listing)
INSERT INTO supplier_tier_changes (supplier_id, at, from_tier, to_tier)
  SELECT id, coalesce(premium_updated_at, created_at), NULL, tier FROM suppliers;
