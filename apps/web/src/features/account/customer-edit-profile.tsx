"use client";

import { type CustomerProfile, customerUpdateBodySchema, type SessionUser } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { NameAndEmailFields } from "@/components/form/name-and-email-fields";
import { ReferenceSelect } from "@/components/form/reference-select";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { readSessionUser } from "@/features/auth";
import { useApiQuery } from "@/lib/api";
import { referenceDataCache } from "@/lib/api/cache-policy";
import { useRouter } from "@/lib/navigation/use-router";
import { useAppStore } from "@/lib/state/app-store";
import { CUSTOMER_PROFILE_KEY, useCustomerProfile } from "./customer-profile";

interface GuildDegree {
  id: number;
  title: string;
  title_en: string;
}

/** Name, email and, for those who have one, a guild degree. */
export function CustomerEditProfile() {
  const profile = useCustomerProfile();
  const degrees = useApiQuery<GuildDegree[]>({
    path: "/customer/Guild-Degree",
    ...referenceDataCache,
  });

  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (degrees.isError) return <LoadFailed onRetry={() => void degrees.refetch()} />;
  if (!profile.data || !degrees.data) return <FormSkeleton fields={3} />;
  return <EditProfileForm profile={profile.data.data} degrees={degrees.data.data} />;
}

function EditProfileForm({
  profile,
  degrees,
}: {
  profile: CustomerProfile;
  degrees: GuildDegree[];
}) {
  const t = useTranslations("accounts.editProfile");
  const router = useRouter();
  const form = useZodForm(customerUpdateBodySchema, {
    defaultValues: {
      name: profile.name ?? "",
      email: profile.email ?? "",
      guild_degree_id: profile.guild_degree_id,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<CustomerProfile, typeof body>({
      call: {
        method: "POST",
        path: "/customer/update",
        payload: body,
        label: "update profile",
        // The profile page shows the new name at once.
        cacheKey: CUSTOMER_PROFILE_KEY,
      },
      fields: ["name", "email", "guild_degree_id"],
      setError: form.setError,
    });
    if (!envelope) return;
    rememberNewName(envelope.data);
    router.push("/customer/profile");
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <NameAndEmailFields control={form.control} idPrefix="profile" />
      <Controller
        control={form.control}
        name="guild_degree_id"
        render={({ field }) => (
          <ReferenceSelect
            id="profile-guild-degree"
            label={t("guildDegree")}
            optionalLabel={t("optional")}
            description={t("guildDegreeHint")}
            placeholder={t("guildNone")}
            rows={degrees}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={errors.guild_degree_id?.message}
          />
        )}
      />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
        {isSubmitting ? t("saving") : t("submit")}
      </button>
    </form>
  );
}

/** The header's menu shows the saved name; keep it in step with the profile. */
function rememberNewName(profile: CustomerProfile): void {
  const store = useAppStore.getState();
  const user = readSessionUser(store.userInfo);
  if (!user) return;
  const updated: SessionUser = { ...user, name: profile.name, email: profile.email };
  store.login(store.auth.accountType, { ...updated });
}
