import { Button, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { MAPPING_STATUSES } from "#shared/mappings/mapping.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { oneOfOrParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { MappingTable } from "../../../shared/mappings/mapping-table";
import { mappingPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { FilterBar } from "../../../shared/ui/filter-combobox";
import { PupilFilter } from "../../../shared/ui/pickers";
import { CreateMappingDialog } from "../components/create-mapping-dialog";
import { MappingView } from "../components/mapping-view";
import { useMappingList } from "../mappings.api";
import { StatusTabs } from "../../../shared/ui/status-tabs";

/**
 * /actions/mapping: the school's mappings in four lists (all, ongoing, past deadline, archived) with a pupil
 * filter, and the dialog for a new one. With `?id=` (a calendar link or a notification) it shows that mapping.
 */
export function MappingsPage() {
  const [params] = useSearchParams();
  const mappingId = params.get("id");
  return mappingId ? <MappingView key={mappingId} mappingId={mappingId} /> : <MappingList />;
}

const TABS = ["ALL", ...MAPPING_STATUSES] as const;
const TAB_KEYS = {
  ALL: "mappings.status.ALL",
  ONGOING: "mappings.status.ONGOING",
  PASTDEADLINE: "mappings.status.PASTDEADLINE",
  ARCHIVED: "mappings.status.ARCHIVED",
} as const satisfies Record<(typeof TABS)[number], string>;
const MAPPING_FILTERS = { status: oneOfOrParam(TABS, "ALL"), studentId: textParam() };

function MappingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { schoolId, schoolSummary } = useSession();
  const list = useListState(MAPPING_FILTERS, { transient: ["new"] });
  const { status, studentId } = list.filters;
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const mappings = usePagedRows(
    useMappingList(schoolId, { status: status === "ALL" ? undefined : status, studentId }),
  );
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );
  return (
    <>
      <PageHeader
        title={t("mappings.title")}
        description={schoolSummary?.name}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)} data-testid="new-mapping">
            {t("mappings.create.open")}
          </Button>
        }
      />
      <Stack gap="4">
        <FilterBar label={t("mappings.list.filters")}>
          <PupilFilter
            label={t("mappings.fields.student")}
            placeholder={t("mappings.list.allStudents")}
            pupils={students.data ?? []}
            classes={school?.classes}
            value={studentId}
            onChange={(value) => list.setFilter("studentId", value)}
            testId="filter-student"
          />
        </FilterBar>
        <StatusTabs
          statuses={TABS}
          value={status}
          onChange={(value) => list.setFilter("status", value)}
          label={(value) => t(TAB_KEYS[value])}
          testId="mappings-tab"
          listProps={{ flexWrap: "wrap" }}
        >
          {(value) => (
            <MappingTable
              caption={t("mappings.list.caption", { status: t(TAB_KEYS[value]) })}
              studentById={studentById}
              {...mappings}
              emptyText={t("mappings.list.empty")}
            />
          )}
        </StatusTabs>
      </Stack>
      {creating && school && students.data ? (
        <CreateMappingDialog
          school={school}
          students={students.data}
          studentId={studentId}
          onClose={() => {
            setCreating(false);
            if (list.params.has("new")) list.clearParam("new");
          }}
          onCreated={(mapping) => void navigate(mappingPath(mapping.id))}
        />
      ) : null}
    </>
  );
}

export { MappingsPage as Component };
