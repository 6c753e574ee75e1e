/**
 * SHA-256 of the canonical dump of the demo dataset (records sorted by kind and id, keys sorted,
 * no metadata). A deliberate change of the dataset updates this value in the same commit.
 */
export const EXPECTED_DEMO_HASH = '0b7946f2773a03f35750cca301e03b0c52037980fb2ff8ae38504e7b9a0ab636';
