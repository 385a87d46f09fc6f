// React's hooks as plain bindings for the app's sources (the build points their `react` imports
// here): React is CommonJS, and through its module object every call costs `(0,x.useState)(`.
import * as React from 'react';

export const {
  StrictMode,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
