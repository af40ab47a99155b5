/** What other features use of captcha: they import it from here, never from a file inside. */
export { AltchaField } from "./altcha-field";
