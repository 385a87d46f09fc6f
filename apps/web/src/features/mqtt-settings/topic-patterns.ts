/** `pattern` of the base topic: no spaces and a trailing slash (the device's codes 7005/7006). */
export const BASE_TOPIC_PATTERN = '[^ ]*/';

/** `pattern` of the LWT and Home Assistant topics: no spaces (codes 7010/7015). */
export const NO_SPACE_PATTERN = '[^ ]*';

/** The response codes whose texts say why a topic fails its pattern. */
export interface TopicCodes {
  /** The topic contains a space (7005 / 7010 / 7015). */
  space: 'apiresponse.7005' | 'apiresponse.7010' | 'apiresponse.7015';
  /** The topic does not end with `/` (7006 / 7018); absent where no slash is needed. */
  slash?: 'apiresponse.7006' | 'apiresponse.7018';
}

/** Why `value` fails its topic pattern, in the device's words. */
export function topicPatternReason(
  value: string,
  codes: TopicCodes,
  t: (key: TopicCodes['space'] | NonNullable<TopicCodes['slash']>) => string,
) {
  return value.includes(' ') || !codes.slash ? t(codes.space) : t(codes.slash);
}
