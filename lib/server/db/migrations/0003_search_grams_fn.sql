-- Character unigrams and bigrams of a text, for substring search that also finds one- and
-- two-character Korean and Chinese words (trigram indexes cannot). Bigrams do not cross spaces.
CREATE OR REPLACE FUNCTION slime_grams(t text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT g)), ''::tsvector)
  FROM (
    SELECT substr(w, i, n) AS g
    FROM regexp_split_to_table(lower(coalesce(t, '')), '\s+') AS w,
         generate_series(1, greatest(length(w), 1)) AS i,
         (VALUES (1), (2)) AS v(n)
    WHERE length(w) > 0 AND i + n - 1 <= length(w)
  ) grams
$$;
