-- product_detail() (migrations 0005, 0016) keeps one plan for every call. Its LIMIT p_reviews and
-- LIMIT p_similar are parameters, so the generic plan costs a little more than a plan made for
-- the values given, and PostgreSQL's plan cache went on planning afresh for every call: 0.66 ms
-- a product page warm, 0.11 ms with the plan kept (bench/README.md, sixth session).
ALTER FUNCTION product_detail(integer, integer, integer) SET plan_cache_mode = force_generic_plan;
