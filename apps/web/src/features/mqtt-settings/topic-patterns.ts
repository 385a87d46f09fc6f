/** `pattern` of the base topic: no spaces and a trailing slash (the device's codes 7005/7006). */
export const BASE_TOPIC_PATTERN = '[^ ]*/';

/** `pattern` of the LWT and Home Assistant topics: no spaces (codes 7010/7015). */
export const NO_SPACE_PATTERN = '[^ ]*';
