export type FormField = [name: string, value: string];
export interface Answer {
  status: number;
  text: string;
  location: string | null;
}
export function formFields(html: string, marker: string): FormField[];
export function createVisitor(options?: { site?: string }): {
  jar: Map<string, string>;
  get(url: string): Promise<Answer>;
  post(url: string, fields: FormField[], values?: Record<string, string>): Promise<Answer>;
};
