import type { SliceModel } from './conformance';
import callToAction from '@/slices/CallToAction/model.json';
import claims from '@/slices/Claims/model.json';
import comparisonTable from '@/slices/ComparisonTable/model.json';
import faqList from '@/slices/FaqList/model.json';
import featureGrid from '@/slices/FeatureGrid/model.json';
import hero from '@/slices/Hero/model.json';
import imageText from '@/slices/ImageText/model.json';
import newsletterBlock from '@/slices/NewsletterBlock/model.json';
import plantCarousel from '@/slices/PlantCarousel/model.json';
import productHighlight from '@/slices/ProductHighlight/model.json';
import reviews from '@/slices/Reviews/model.json';
import richText from '@/slices/RichText/model.json';
import savingsCalculator from '@/slices/SavingsCalculator/model.json';
import video from '@/slices/Video/model.json';

/** The shared slice models (slices/<Name>/model.json), bundled for code that cannot read files, e.g. the simulator. */
export const sliceModels: SliceModel[] = [
  callToAction,
  claims,
  comparisonTable,
  faqList,
  featureGrid,
  hero,
  imageText,
  newsletterBlock,
  plantCarousel,
  productHighlight,
  reviews,
  richText,
  savingsCalculator,
  video,
];
