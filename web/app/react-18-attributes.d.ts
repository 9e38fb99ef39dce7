// Attributes React 18 does not know but renders as written. They are spelled the way React 18
// passes them through without a warning: `inert` as a string ("" on, undefined off; a boolean
// would be dropped) and `fetchpriority` in lower case (`fetchPriority` warns in development).
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto' | undefined;
  }
}
