import type { AreaForm, GenerationArea } from '@dtu/contract';
import type { ComponentType } from 'react';
import { useAreaForm } from '../net/generation.ts';

/**
 * The forms of an area a build carries, each written `BUILT['<area>:<form>'] && Page`
 * (net/flash-firmware.ts): the flag is a literal in a flash build, so the minifier drops the
 * forms of the generations the build was not made for.
 */
export type CarriedForms = Readonly<Record<AreaForm, ComponentType | false>>;

/**
 * The page of `area` in the form of the device's generation (its row of the generation table).
 * Nothing where the build does not carry that form or the generation has none: the route's gate
 * shows the page only where our form speaks the device's shape, so that is never a guess.
 */
export function FormByGeneration({ area, forms }: { area: GenerationArea; forms: CarriedForms }) {
  const form = useAreaForm(area);
  const Page = form && forms[form];
  return Page ? <Page /> : null;
}
