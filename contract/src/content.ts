/** GET /general/<page> (about-us and the policies): sanitised HTML under its title. */
export interface ContentPage {
  title: string;
  content: string;
}

/** GET /general/faq: the answer is sanitised HTML. */
export interface Faq {
  id?: number;
  question: string;
  answer: string;
}

/** GET /general/testimonials; the home page's static samples (shown when there are none) have no id. */
export interface Testimonial {
  id?: number;
  name: string;
  description: string;
  rating: number;
  image: string;
}
