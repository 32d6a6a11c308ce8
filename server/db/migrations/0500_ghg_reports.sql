-- The GHG emission-risk assessments (POST /ghg-reports, GET /ghg-reports/{id}). The random uuid is the access
-- to a report (its result link is shared); a signed-in caller's report is linked to them. `input` holds the
-- validated inputs, `result` the computed assessment without texts (the reasons and next steps are rendered in
-- the reader's language), both as JSON.
CREATE TABLE ghg_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  input jsonb NOT NULL,
  result jsonb NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ghg_reports_user_idx ON ghg_reports (user_id) WHERE user_id IS NOT NULL;
