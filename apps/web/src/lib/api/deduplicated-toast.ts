import { toast } from "@/components/feedback/toast";

/**
 * sonner replaces a visible toast that has the same id, so the same text raised twice in a
 * moment (a list and its count failing together, a retry) shows once.
 */
export const deduplicatedToast = {
  error(text: string): void {
    toast.error(text, { id: `error:${text}` });
  },
  success(text: string): void {
    toast.success(text, { id: `success:${text}` });
  },
};
