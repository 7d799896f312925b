-- Hand-written (issue 34): {weddingDate} now brings its own preposition ("on 6 November 2027", "im Sommer 2027",
-- "en été 2027"), so a template saved as "on {weddingDate}" would read "on on ...". The preposition before the
-- placeholder is dropped in each language's text: en on/in, de am/im/an/in, fr le/en/au (a whole word only).
UPDATE "reply_templates"
SET "texts" = (
  SELECT jsonb_object_agg("key", CASE "key"
    WHEN 'en-GB' THEN regexp_replace("value", '(^|[^[:alpha:]])(on|in)\s+\{weddingDate\}', '\1{weddingDate}', 'gi')
    WHEN 'de-DE' THEN regexp_replace("value", '(^|[^[:alpha:]])(am|im|an|in)\s+\{weddingDate\}', '\1{weddingDate}', 'gi')
    WHEN 'fr-FR' THEN regexp_replace("value", '(^|[^[:alpha:]])(le|en|au)\s+\{weddingDate\}', '\1{weddingDate}', 'gi')
    ELSE "value"
  END)
  FROM jsonb_each_text("texts")
)
WHERE "texts"::text LIKE '%{weddingDate}%';
