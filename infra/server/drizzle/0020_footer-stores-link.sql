-- The store locator (/stores) arrived after the footer was seeded: fresh databases seed its link (content seed-data),
-- and this adds it once to footers seeded earlier, after "Delivery" (or last), in the footer's language. A footer that
-- already links to /stores is left as it is.
UPDATE "content_navigation" AS n
SET "links" = jsonb_insert(
  n."links",
  ARRAY[coalesce(
    (SELECT min(e.ordinality) FROM jsonb_array_elements(n."links") WITH ORDINALITY AS e(link, ordinality) WHERE e.link ->> 'href' = '/delivery'),
    jsonb_array_length(n."links")
  )::text],
  jsonb_build_object('label', l.label, 'href', '/stores')
)
FROM (VALUES
  ('en', 'Find a store'), ('de', 'Filiale finden'), ('fr', 'Trouver un magasin'), ('it', 'Trova un negozio'),
  ('es', 'Buscar una tienda'), ('nl', 'Winkel zoeken'), ('pl', 'Znajdź sklep'), ('pt', 'Encontrar uma loja')
) AS l(language, label)
WHERE n."key" = 'footer' AND n."language" = l.language AND NOT n."links" @> '[{"href": "/stores"}]'::jsonb;
