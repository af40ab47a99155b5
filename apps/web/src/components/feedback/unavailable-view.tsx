import { primaryButton, secondaryButton } from "@/components/button-styles";
import { AlertIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { StatusMessage } from "@/components/status-message";

interface UnavailableViewProps {
  title: string;
  text: string;
  /** A plain link, so "try again" reads the page again from the server. */
  retry: { href: string; text: string };
  /** Another way on, besides trying again. */
  elsewhere?: { href: string; text: string };
  /** The main heading of the page, or a section inside one. */
  headingLevel?: 1 | 2;
}

/** A page or a list whose data the API could not give (down or slow): say so, offer a retry. */
export function UnavailableView({
  title,
  text,
  retry,
  elsewhere,
  headingLevel = 2,
}: UnavailableViewProps) {
  return (
    <StatusMessage
      headingLevel={headingLevel}
      icon={<AlertIcon className="size-12" />}
      title={title}
      text={text}
      actions={
        <>
          <a href={retry.href} className={primaryButton}>
            {retry.text}
          </a>
          {elsewhere ? (
            <Link href={elsewhere.href} className={secondaryButton}>
              {elsewhere.text}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
