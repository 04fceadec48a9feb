-- Upload quota per enterprise and rate per member (issue 25, finding 5; docs/configuration.md). An
-- upload is charged to the enterprise the uploader's session was in (NULL: the user had none yet, e.g.
-- the logo of an enterprise being created: charged to the user). The quota is the sum of `size` of the
-- rows, so a deleted upload frees its bytes.
ALTER TABLE uploads ADD COLUMN org_id uuid REFERENCES orgs (id);
UPDATE uploads u SET org_id = o.id FROM orgs o WHERE o.logo = u.id::text;
UPDATE uploads u SET org_id = c.org_id FROM sales_collections c WHERE c.voucher_file_id = u.id AND u.org_id IS NULL;
CREATE INDEX uploads_org ON uploads (org_id);
CREATE INDEX uploads_user_recent ON uploads (user_id, created_at DESC);
