-- A delivery names its webhook without a foreign key: the check locked the webhook's row in every transaction that
-- writes a delivery (the placing of an order), a multixact each when orders are placed at once. The webhook's removal
-- deletes its deliveries itself.
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk";
