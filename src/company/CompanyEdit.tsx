import { RecordHistory } from '../audit/RecordHistory';
import { EditPage } from '../common/FormPages';
import { BrandSms } from '../sms/BrandSms';
import { useUser } from '../common/use-user';
import { companyRights } from './company-rights';
import { CompanyInputs } from './CompanyInputs';

/** A brand's details (/seller/company/edit?id=…). */
export default function CompanyEdit() {
  const user = useUser();
  return (
    <EditPage
      canSave={() => companyRights(user).edit}
      below={
        <>
          <BrandSms />
          <RecordHistory resource="company" />
        </>
      }
    >
      <CompanyInputs />
    </EditPage>
  );
}
